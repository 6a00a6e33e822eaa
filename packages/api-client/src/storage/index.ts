export {
  type BrowserStorage,
  type BrowserStorageOptions,
  createBrowserStorage,
  STORAGE_PREFIX,
  STORAGE_VERSION,
} from './createBrowserStorage.ts';
export { createMemoryStorage } from './memoryStorage.ts';
export {
  type ChatRoomLoad,
  DOUBLE_LOAD_WINDOW_MS,
  FAILURE_THRESHOLD,
  FAILURE_WINDOW_MS,
  type FailureCounter,
  isDoubleLoad,
  japanDate,
  nextFailureCounter,
} from './rules.ts';
