export { BRIDGE_TIMEOUTS } from './constants.ts';
export { type Bridge, type BridgeOptions, createBridge, type PickedFiles } from './createBridge.ts';
export { bridgeFileToFile } from './files.ts';
export { type BridgeWindow, versionFromUserAgent } from './host.ts';
export {
  type AppToWeb,
  type AppToWebMessage,
  type AppToWebType,
  parseAppMessage,
  type TBridgeAddress,
  type TBridgeFile,
  type TBridgePosition,
  type WebToApp,
  type WebToAppMessage,
  type WebToAppType,
  ZAppToWebMessage,
  ZBridgeAddress,
  ZBridgeFile,
  ZBridgePosition,
  ZWebToAppMessage,
} from './messages.ts';
