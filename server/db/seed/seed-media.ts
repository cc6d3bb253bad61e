import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  centreSettings,
  children,
  galleryPhotoChildren,
  galleryPhotos,
  parentAccounts,
  taxDocuments,
  users,
} from '../schema/index.ts';
import type { FileStore } from '../../lib/files/file-store.ts';
import { galleryPlaces, storeGalleryCopies } from '../../lib/files/gallery-copies.ts';
import { renderPdf } from '../../lib/files/pdf.ts';
import { recordStoredFiles } from '../../lib/files/stored-files.ts';

/** A simple drawn scene (no photo of a real child): a sky, grass and a few shapes. */
const scene = (sky: string, ground: string, shapes: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <rect width="1200" height="800" fill="${sky}"/>
    <rect y="560" width="1200" height="240" fill="${ground}"/>${shapes}</svg>`);

const photos = [
  {
    title: 'Sunflowers in the garden',
    description: 'The Preschool Room measured how tall the sunflowers grew this week.',
    tags: ['garden', 'science', 'outdoor'],
    child: null,
    picture: scene(
      '#bfe3ff',
      '#7cc46a',
      '<circle cx="300" cy="330" r="70" fill="#f6c026"/><circle cx="300" cy="330" r="30" fill="#7a4a1d"/><rect x="292" y="400" width="16" height="170" fill="#3d8b37"/><circle cx="700" cy="280" r="85" fill="#f6c026"/><circle cx="700" cy="280" r="36" fill="#7a4a1d"/><rect x="692" y="365" width="16" height="200" fill="#3d8b37"/>',
    ),
  },
  {
    title: 'Painting with our hands',
    description: 'Bright colours and happy mess at the art table.',
    tags: ['art', 'indoor'],
    child: { first: 'Aarav', last: 'Patel' },
    picture: scene(
      '#fff5e6',
      '#e8d5b9',
      '<circle cx="330" cy="300" r="90" fill="#e9546b"/><circle cx="560" cy="380" r="110" fill="#4f8fe6"/><circle cx="820" cy="290" r="80" fill="#f2b233"/><circle cx="980" cy="420" r="60" fill="#57b36a"/>',
    ),
  },
  {
    title: 'Story time under the tree',
    description: 'We read about caterpillars and butterflies.',
    tags: ['reading', 'outdoor'],
    child: null,
    picture: scene(
      '#cfe8ff',
      '#8fcf72',
      '<rect x="560" y="260" width="60" height="320" fill="#7a4a1d"/><circle cx="590" cy="220" r="170" fill="#3f9a4a"/><rect x="420" y="600" width="360" height="40" rx="12" fill="#d24f4f"/>',
    ),
  },
  {
    title: 'Building a tall tower',
    description: 'Counting blocks together: we got to fourteen!',
    tags: ['blocks', 'maths', 'indoor'],
    child: { first: 'Jayden', last: 'Johnson' },
    picture: scene(
      '#fdf1ff',
      '#d9c7a7',
      '<rect x="540" y="480" width="120" height="80" fill="#e9546b"/><rect x="550" y="400" width="100" height="80" fill="#4f8fe6"/><rect x="560" y="320" width="80" height="80" fill="#f2b233"/><rect x="570" y="240" width="60" height="80" fill="#57b36a"/>',
    ),
  },
];

/**
 * The demo centre's gallery and tax documents: a few drawn pictures (centre-wide, and one
 * each of two demo families' children) and two PDFs (one for every parent, one for the first
 * demo parent), stored like any upload. Runs once, right after the demo centre is seeded.
 */
export async function seedDemoMedia(db: Db, files: FileStore, now: Date): Promise<void> {
  const [director] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'director@example.com'));
  if (!director) return;
  const [centre] = await db.select().from(centreSettings).limit(1);
  const stored: Parameters<typeof recordStoredFiles>[1] = [];
  const rows: { photo: typeof galleryPhotos.$inferInsert; childId: number | null }[] = [];
  for (const [i, photo] of photos.entries()) {
    const at = new Date(now.getTime() - (photos.length - i) * 86_400_000);
    const copies = await storeGalleryCopies(files, photo.picture, galleryPlaces(at), {
      userId: director.id,
      originalName: `${photo.title}.webp`,
    });
    stored.push(...copies.stored);
    const [child] = photo.child
      ? await db
          .select({ id: children.id })
          .from(children)
          .where(
            and(eq(children.firstName, photo.child.first), eq(children.lastName, photo.child.last)),
          )
      : [];
    rows.push({
      childId: child?.id ?? null,
      photo: {
        title: photo.title,
        description: photo.description,
        fileName: `${photo.title.toLowerCase().replaceAll(' ', '-')}.webp`,
        ...copies.columns,
        uploadedBy: director.id,
        tags: photo.tags,
        isVisible: true,
        createdAt: at,
      },
    });
  }

  const [family1] = await db
    .select({
      id: parentAccounts.id,
      first: parentAccounts.firstName,
      last: parentAccounts.lastName,
    })
    .from(parentAccounts)
    .where(eq(parentAccounts.email, 'parent@example.com'));
  const year = now.getUTCFullYear() - 1;
  const header = {
    name: centre?.name ?? 'Sunny Days',
    address: centre?.address ?? '',
    phone: centre?.phone ?? '',
    email: centre?.email ?? '',
  };
  const documents = [
    {
      title: `Centre tax information ${year}`,
      description: 'Our tax identification number, for dependent care claims.',
      documentType: 'other',
      parentId: null,
      fileName: `centre-tax-information-${year}.pdf`,
      text: `${header.name} is a licensed child-care provider. Use this letter for dependent care claims for ${year}.`,
    },
    ...(family1
      ? [
          {
            title: `Year-end statement ${year}`,
            description: `Tuition paid in ${year} for the ${family1.last} family.`,
            documentType: 'year_end_statement',
            parentId: family1.id,
            fileName: `year-end-statement-${year}.pdf`,
            text: `Statement for ${family1.first} ${family1.last}: weekly tuition of $350.00, paid in full for ${year}.`,
          },
        ]
      : []),
  ];
  const documentRows: (typeof taxDocuments.$inferInsert)[] = [];
  for (const doc of documents) {
    const pdf = await renderPdf({
      centre: header,
      language: 'en',
      title: doc.title,
      body: (page) => page.text(doc.text),
    });
    const id = randomUUID().replaceAll('-', '');
    const key = `tax-documents/demo/${id}.pdf`;
    await files.put(key, pdf, { contentType: 'application/pdf', size: pdf.length });
    stored.push({
      key,
      contentType: 'application/pdf',
      size: pdf.length,
      purpose: 'tax-document',
      originalName: doc.fileName,
      createdByUserId: director.id,
    });
    documentRows.push({
      documentType: doc.documentType,
      title: doc.title,
      description: doc.description,
      fileName: doc.fileName,
      filePath: `/uploads/tax-documents/${now.getTime()}-${id}.pdf`,
      storageKey: key,
      mimeType: 'application/pdf',
      fileSize: pdf.length,
      taxYear: year,
      parentId: doc.parentId,
      isGlobal: doc.parentId === null,
      uploadedBy: director.id,
      createdAt: now,
    });
  }

  await db.transaction(async (tx) => {
    for (const { photo, childId } of rows) {
      const [row] = await tx
        .insert(galleryPhotos)
        .values(photo)
        .returning({ id: galleryPhotos.id });
      if (childId !== null)
        await tx.insert(galleryPhotoChildren).values({ photoId: row!.id, childId });
    }
    await tx.insert(taxDocuments).values(documentRows);
    await recordStoredFiles(tx, stored, now);
  });
}
