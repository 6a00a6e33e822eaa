export type MailMessage = { to: string; subject: string; text: string };

/** Sends one mail; `kind` names the implementation (`local`, `http`, or a test's capture). */
export type MailSender = {
  kind: string;
  send: (message: MailMessage) => Promise<void>;
};
