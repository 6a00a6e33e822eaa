export type PushMessage = {
  /** The member notified, as the outbox's address (a member id in decimal). */
  to: string;
  title: string;
  body: string;
  /** The room the notification opens. */
  chatroomId: number;
};

/** Sends one push notification to a member's devices; `kind` names the implementation. */
export type PushSender = {
  kind: string;
  send: (message: PushMessage) => Promise<void>;
};
