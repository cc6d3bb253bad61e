import { afterEach, describe, expect, it } from 'vitest';
import type { IncidentResponse } from '../../../contract/incidents.ts';
import { speak } from '../../i18n/test-setup.ts';
import { incidentReportText, reportFileName } from './report-text.ts';

const incident: IncidentResponse = {
  id: 7,
  childId: 3,
  childName: 'Jayden Johnson',
  date: '2026-11-10',
  time: '09:15',
  description: 'Scraped knee',
  actionTaken: '',
  staffId: null,
  staffName: null,
  recordedBy: null,
  parentNotified: true,
  acknowledgedAt: null,
  acknowledgedBy: null,
  createdAt: '2026-11-10T14:20:00.000Z',
};

describe('report downloads', () => {
  it('names files {kind}-report-{id}-{date}.txt', () => {
    expect(reportFileName('incident', 7, '2026-11-10')).toBe('incident-report-7-2026-11-10.txt');
    expect(reportFileName('daily', 12, '2026-11-18')).toBe('daily-report-12-2026-11-18.txt');
  });

  it('labels every field and marks empty ones', () => {
    const text = incidentReportText(incident);
    expect(text).toContain('Child: Jayden Johnson');
    expect(text).toContain('Time: 09:15');
    expect(text).toContain('Action taken: -');
    expect(text).toContain('Parent notified: Yes');
    expect(text).toContain('Acknowledged by: -');
    expect(text.startsWith('Incident Report\n===============\n')).toBe(true);
  });

  describe('in the reader’s language', () => {
    afterEach(() => speak('en'));

    it('writes the labels in Spanish', () => {
      speak('es');
      const text = incidentReportText(incident);
      expect(text).toContain('Informe de incidente');
      expect(text).toContain('Niño/a: Jayden Johnson');
      expect(text).toContain('Padres avisados: Sí');
      expect(text).not.toContain('Parent notified');
    });
  });
});
