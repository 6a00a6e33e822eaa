import { type Bridge, createBridge } from '@genba/api-client';
import { createContext, type ReactNode, use } from 'react';

const BridgeContext = createContext<Bridge | null>(null);

/** Gives the app a bridge other than the page's own (tests pass one on the bridge's test double). */
export const BridgeProvider = ({ bridge, children }: { bridge: Bridge; children: ReactNode }) => (
  <BridgeContext value={bridge}>{children}</BridgeContext>
);

let shared: Bridge | undefined;

/**
 * The mobile app bridge (talk §7): the provided one, else one for this page, made on first use so
 * a page that never talks to the app never listens for its messages. In a plain browser its
 * app-only notices do nothing.
 */
export const useBridge = (): Bridge => {
  const provided = use(BridgeContext);
  if (provided) return provided;
  shared ??= createBridge();
  return shared;
};
