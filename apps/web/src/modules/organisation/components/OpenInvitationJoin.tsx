import type { ApiResult, TRegisterInvitationResponse } from '@genba/api-client';
import {
  OpenInvitationMailRequestForm,
  OpenInvitationRegisterForm,
  OpenInvitationTelRegisterForm,
  SmsRequestForm,
} from '@genba/forms';
import { RadioGroup } from '@genba/ui';
import {
  normalizePhone,
  type OpenInvitationRegister,
  type OpenInvitationTelRegister,
} from '@genba/validators';
import { type ReactNode, useState } from 'react';
import { useApi } from '../../../app/ApiContext.tsx';

const METHODS = [
  { value: 'email', label: 'メールアドレス' },
  { value: 'tel', label: '電話番号(SMS)' },
] as const;
type Method = (typeof METHODS)[number]['value'];
const isMethod = (value: string): value is Method => value === 'email' || value === 'tel';

export type OpenInvitationJoinProps = {
  /** The open link (ADR 009) the worker opened. */
  encoded: string;
  /** Takes the worker in once a registration succeeded; resolves to the result for the form. */
  onJoined: (
    result: ApiResult<TRegisterInvitationResponse>,
  ) => Promise<ApiResult<TRegisterInvitationResponse>>;
  termsLink: ReactNode;
};

/**
 * Joining through an open invitation link (issue 10 item 4), in two steps
 * either way: by e-mail, the address gets a code by mail
 * (requestOpenInvitationMail) and the code, a name, a password and the terms
 * register a worker who logs in by e-mail; by phone, the number gets a code by
 * SMS (requestOpenInvitationSms) and the code, a name and the terms register a
 * worker who logs in by SMS. Both use the SMS login's codes and limits.
 */
export const OpenInvitationJoin = ({ encoded, onJoined, termsLink }: OpenInvitationJoinProps) => {
  const { client } = useApi();
  const [method, setMethod] = useState<Method>('email');
  // The normalised number, or the trimmed address, the code went to; null until one was sent.
  const [telNumber, setTelNumber] = useState<string | null>(null);
  const [email, setEmail] = useState<string | null>(null);
  const params = { encoded };

  const mailCode = (address: string) =>
    client.call('requestOpenInvitationMail', { params, body: { email: address } });
  const onRequestMail = async ({ email: address }: { email: string }) => {
    const result = await mailCode(address);
    if (result.ok) setEmail(address);
    return result;
  };

  const requestCode = (tel: string) =>
    client.call('requestOpenInvitationSms', { params, body: { tel_number: tel } });
  const onRequest = async ({ tel_number }: { tel_number: string }) => {
    const tel = normalizePhone(tel_number);
    const result = await requestCode(tel);
    if (result.ok) setTelNumber(tel);
    return result;
  };
  const onSubmitEmail = async (values: OpenInvitationRegister) =>
    onJoined(await client.call('registerOpenInvitation', { params, body: values }));
  const onSubmitTel = async (values: OpenInvitationTelRegister) =>
    onJoined(await client.call('registerOpenInvitationByTel', { params, body: values }));

  return (
    <>
      <RadioGroup
        label="登録方法"
        orientation="horizontal"
        options={METHODS}
        value={method}
        onValueChange={(value) => isMethod(value) && setMethod(value)}
      />
      {method === 'email' ? (
        email === null ? (
          <OpenInvitationMailRequestForm onSubmit={onRequestMail} />
        ) : (
          <OpenInvitationRegisterForm
            email={email}
            onSubmit={onSubmitEmail}
            onRequestAgain={() => mailCode(email)}
            onChangeEmail={() => setEmail(null)}
            termsLink={termsLink}
          />
        )
      ) : telNumber === null ? (
        <SmsRequestForm
          label="電話番号で登録"
          lead="携帯電話番号を入力してください。SMSで認証コードをお送りします。"
          onSubmit={onRequest}
        />
      ) : (
        <OpenInvitationTelRegisterForm
          telNumber={telNumber}
          onSubmit={onSubmitTel}
          onRequestAgain={() => requestCode(telNumber)}
          onChangeNumber={() => setTelNumber(null)}
          termsLink={termsLink}
        />
      )}
    </>
  );
};
