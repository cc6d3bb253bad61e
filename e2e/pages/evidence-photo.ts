import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect } from '../fixtures.ts';

/**
 * A gallery photo naming one child, uploaded as staff upload one, for milestone evidence.
 * Each test uploads its own, so it knows the photo's title and who is tagged.
 */
export async function uploadPhotoOf(page: Page, childId: number, title: string) {
  const buffer = await sharp({
    create: { width: 800, height: 600, channels: 3, background: '#7cc46a' },
  })
    .jpeg()
    .toBuffer();
  const res = await page.request.post('/api/gallery', {
    multipart: {
      title,
      description: 'Evidence for a milestone',
      tags: JSON.stringify(['milestones']),
      childIds: JSON.stringify([childId]),
      file: { name: 'evidence.jpg', mimeType: 'image/jpeg', buffer },
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: number; title: string };
}
