import { MONITORING_LIMITS } from '@genba/validators';
import { describe, expect, it } from 'vitest';
import { makeClientErrorReport, monitoringFixtures } from '../fixtures/monitoring.ts';
import { ZReportClientErrorRequest, ZReportClientErrorResponse } from '../schemas/monitoring.ts';
import { endpoints } from './index.ts';

const refusal = (value: unknown) => {
  const parsed = ZReportClientErrorRequest.safeParse(value);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('reportClientError (designed here: the spec shows no call)', () => {
  it('is a public POST that says it was designed here', () => {
    const entry = endpoints.reportClientError;
    expect(entry).toMatchObject({ method: 'POST', path: '/api/monitoring/events', public: true });
    expect(entry.design).toContain('The spec does not show this call; it is designed here.');
  });

  it('accepts the fixture report and answers an event id', () => {
    expect(ZReportClientErrorRequest.parse(makeClientErrorReport())).toMatchObject({
      kind: 'error',
      page: '/talk',
    });
    expect(ZReportClientErrorResponse.parse(monitoringFixtures.reportClientError())).toHaveProperty(
      'eventId',
    );
  });

  it('bounds every text, the step log and the status, with Japanese messages', () => {
    const long = (n: number) => 'x'.repeat(n + 1);
    expect(refusal(makeClientErrorReport({ message: long(MONITORING_LIMITS.message) }))).toEqual([
      'message: 1000文字以下で入力してください',
    ]);
    expect(refusal(makeClientErrorReport({ stack: long(MONITORING_LIMITS.stack) }))).toEqual([
      'stack: 8000文字以下で入力してください',
    ]);
    const step = { at: '2026-04-01T00:00:00.000Z', message: 'tap' };
    expect(refusal(makeClientErrorReport({ steps: Array.from({ length: 31 }, () => step) }))).toEqual([
      'steps: 操作履歴は30件以下にしてください',
    ]);
    expect(refusal(makeClientErrorReport({ steps: [{ ...step, message: long(200) }] }))).toEqual([
      'steps.0.message: 200文字以下で入力してください',
    ]);
    expect(refusal(makeClientErrorReport({ status: 600 }))).toHaveLength(1);
    expect(refusal(makeClientErrorReport({ message: '   ' }))).toEqual([
      'message: エラーの内容を入力してください',
    ]);
  });

  it('refuses the server’s own kind, unknown fields, a page that is not a path and a bad time', () => {
    expect(refusal(makeClientErrorReport({ kind: 'server' as never }))).toHaveLength(1);
    expect(refusal({ ...makeClientErrorReport(), memberId: 1 })).toHaveLength(1);
    expect(refusal(makeClientErrorReport({ page: 'https://evil.example/' }))).toEqual([
      'page: ページのパスは / で始めてください',
    ]);
    expect(refusal(makeClientErrorReport({ occurredAt: '2026-02-30T00:00:00Z' }))).toEqual([
      'occurredAt: 日時の形式に誤りがあります',
    ]);
    expect(refusal(makeClientErrorReport({ api: { name: 'get list', reason: 'Http' } }))).toEqual([
      'api.name: 呼び出し名の形式に誤りがあります',
    ]);
  });
});
