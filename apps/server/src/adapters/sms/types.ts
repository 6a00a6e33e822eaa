export type SmsMessage = {
  /** Digits only, Japanese domestic format (`09000000001`). */
  to: string;
  body: string;
  /** The login code carried in the body, kept separately so the development outbox can hand it back. */
  code?: string;
};

/** Sends one SMS; `kind` names the implementation (`local`, `twilio`, or a test's capture). */
export type SmsSender = {
  kind: string;
  send: (message: SmsMessage) => Promise<void>;
};
