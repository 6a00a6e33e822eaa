import { describe, expect, it } from 'vitest';
import { ZFaxProxyPayload, ZGeocodeQuery, ZPostalCodeParams, ZSendFaxRequest } from '../schemas/external.ts';
import { ZCreateProtecProjectRequest, ZProjectFormData } from '../schemas/project.ts';

const formdata = { case_name: '田中様邸 外壁塗装工事', case_status: 2, office_id: 11 };

describe('project payloads', () => {
  it('requires a case name and a valid completion status', () => {
    const issues = ZProjectFormData.safeParse({ ...formdata, case_name: ' ', case_status: 10 }).error?.issues;
    expect(issues?.map((issue) => issue.path.join('.')).sort()).toEqual(['case_name', 'case_status']);
  });

  it('refuses a construction end before its start, and reads empty dates as none', () => {
    const early = { ...formdata, construction_start_date: '2026-11-30', construction_end_date: '2026-11-02' };
    expect(ZProjectFormData.safeParse(early).error?.issues[0]?.path).toEqual(['construction_end_date']);
    expect(ZProjectFormData.parse({ ...formdata, contract_date: '' }).contract_date).toBeNull();
  });

  it('takes the installer variant with its construction reception', () => {
    const parsed = ZCreateProtecProjectRequest.parse({
      formdata,
      dataProtec: {
        reception_date: '2026-09-01',
        reception_number: 'R-0001',
        prime_contractor_company_id: 2,
      },
    });
    expect(parsed).toMatchObject({ subManager: [], tagGroupData: [], blackBoardData: [] });
    expect(parsed.dataProtec.reception_number).toBe('R-0001');
  });
});

describe('external payloads', () => {
  it('strips hyphens from the fax number and blocks an empty destination', () => {
    const base = { subject: '見積書', body: 'ご確認ください', document: 'JVBERi0x' };
    expect(ZSendFaxRequest.parse({ ...base, faxno: '092-123-4568' }).faxno).toBe('0921234568');
    expect(ZSendFaxRequest.safeParse({ ...base, faxno: '' }).error?.issues[0]?.message).toBe(
      'FAX番号が入力されていないため送信できません。',
    );
  });

  it('describes the proxy payload with one destination and the merged 0.pdf', () => {
    const payload = {
      sendto: [{ faxno: '0921234568' }],
      userkey: 'key',
      retrynum: 2,
      resaddress: 'fax@yamada-koumuten.example.jp',
      subject: '見積書',
      body: 'ご確認ください',
      Attachment: [{ name: '0.pdf', data: 'JVBERi0x' }],
    };
    expect(ZFaxProxyPayload.safeParse(payload).success).toBe(true);
    expect(
      ZFaxProxyPayload.safeParse({ ...payload, Attachment: [{ name: '1.pdf', data: 'x' }] }).success,
    ).toBe(false);
  });

  it('normalises postal codes and needs exactly one of address or position', () => {
    expect(ZPostalCodeParams.parse({ zip: '〒８１２－００１１' }).zip).toBe('8120011');
    expect(ZGeocodeQuery.safeParse({ address: '福岡市博多区博多駅前1-1-1' }).success).toBe(true);
    expect(ZGeocodeQuery.safeParse({ lat: '33.59', lng: '130.42' }).success).toBe(true);
    expect(ZGeocodeQuery.safeParse({}).success).toBe(false);
    expect(ZGeocodeQuery.safeParse({ address: '博多', lat: 33.59, lng: 130.42 }).success).toBe(false);
  });
});
