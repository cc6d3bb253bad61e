import { beforeAll, describe, expect, it } from 'vitest';
import { dailyReports, incidents } from '../../db/schema/index.ts';
import { pdfTextLines } from '../../../test/api/pdf-text.ts';
import { testApp } from '../../../test/api/test-app.ts';

// Issue 35: the parent's 'Download format' acts. A report comes as TXT, PDF or CSV as the
// setting says (or as the request names), named {kind}-report-{id}-{date}.{format}.
const t = testApp();
const { cookie } = t;
const ids = { child: 0, daily: 0, incident: 0 };

beforeAll(async () => {
  const [child] = (
    await t.request({ method: 'GET', url: '/api/children', cookie: cookie.parent })
  ).json();
  ids.child = child.id;
  const [daily] = await t.database.db
    .insert(dailyReports)
    .values({
      childId: ids.child,
      date: '2026-11-17',
      meals: 'Ate all of lunch',
      naps: '1h 30m',
      activities: '=Painting',
      mood: 'happy',
      notes: 'A good day',
      createdAt: new Date('2026-11-17T20:20:00Z'),
    })
    .returning({ id: dailyReports.id });
  ids.daily = daily!.id;
  const [incident] = await t.database.db
    .insert(incidents)
    .values({ childId: ids.child, date: '2026-11-17', time: '15:10', description: 'Bumped a knee' })
    .returning({ id: incidents.id });
  ids.incident = incident!.id;
});

const download = (url: string, who: keyof typeof cookie = 'parent') =>
  t.request({ method: 'GET', url, cookie: cookie[who] });

async function chooseFormat(downloadFormat: string) {
  const settings = (await download('/api/settings')).json();
  const res = await t.request({
    method: 'PUT',
    url: '/api/settings',
    cookie: cookie.parent,
    payload: { ...settings, downloadFormat },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('report downloads in the parent’s chosen format', () => {
  it('comes as TXT by default, every field labelled', async () => {
    await chooseFormat('txt');
    const res = await download(`/api/daily-reports/${ids.daily}/download`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="daily-report-${ids.daily}-2026-11-17.txt"`,
    );
    expect(res.body).toContain('Daily Report\n============');
    expect(res.body).toContain('Meals: Ate all of lunch');
    expect(res.body).toContain('Date: 11/17/2026');
    expect(res.body).toContain('Recorded at: 11/17/2026, 3:20 PM');
  });

  it('comes as a PDF laid out like the centre’s other documents when the parent chose PDF', async () => {
    await chooseFormat('pdf');
    const res = await download(`/api/daily-reports/${ids.daily}/download`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="daily-report-${ids.daily}-2026-11-17.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const lines = pdfTextLines(res.rawPayload);
    expect(lines[0]).toBe('Sunny Days Child Care Centre'); // the letterhead
    expect(lines).toContain('Daily Report');
    expect(lines).toContain('Ate all of lunch');
    expect(lines).toContain('Page 1 of 1');
    const incident = await download(`/api/incidents/${ids.incident}/download`);
    expect(incident.headers['content-disposition']).toBe(
      `attachment; filename="incident-report-${ids.incident}-2026-11-17.pdf"`,
    );
    expect(pdfTextLines(incident.rawPayload)).toContain('3:10 PM');
  });

  it('comes as a CSV (a row of names, a row of values, formulas neutralised) when chosen', async () => {
    await chooseFormat('csv');
    const res = await download(`/api/daily-reports/${ids.daily}/download`);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="daily-report-${ids.daily}-2026-11-17.csv"`,
    );
    const [header, values] = res.body.replace(/^\ufeff/, '').split('\r\n');
    expect(header).toBe('Report ID,Child,Date,Meals,Naps,Activities,Mood,Notes,Staff,Recorded at');
    expect(values).toContain("'=Painting");
    expect(values).toContain(',Happy,A good day,');
  });

  it('takes a format the request names, and refuses another in words', async () => {
    await chooseFormat('csv');
    const txt = await download(`/api/incidents/${ids.incident}/download?format=txt`);
    expect(txt.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(txt.body).toContain('Time: 3:10 PM');
    const bad = await download(`/api/incidents/${ids.incident}/download?format=docx`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please choose a file format: TXT, PDF or CSV');
    await chooseFormat('txt');
  });

  it('is the family’s own: another family and a missing report answer 404', async () => {
    expect((await download(`/api/daily-reports/${ids.daily}/download`, 'parent2')).statusCode).toBe(
      404,
    );
    expect((await download(`/api/incidents/${ids.incident}/download`, 'parent2')).json().code).toBe(
      'errors.incidentNotFound',
    );
    expect((await download('/api/daily-reports/999999/download')).statusCode).toBe(404);
    expect((await download(`/api/daily-reports/${ids.daily}/download`, 'teacher')).statusCode).toBe(
      200,
    );
    const anonymous = await t.request({
      method: 'GET',
      url: `/api/incidents/${ids.incident}/download`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
