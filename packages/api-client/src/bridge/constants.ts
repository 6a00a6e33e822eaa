/** Timings of talk §9 for the bridge. */
export const BRIDGE_TIMEOUTS = {
  /** A position request to the app is answered or failed after 10 s. */
  position: 10_000,
  /** An address request to the app resolves to the default after 3 s. */
  address: 3_000,
  /** Browser geolocation's own time-out. */
  geolocation: 5_000,
  /** Some browsers never call back (an ignored permission prompt): give up 0.1 s after their time-out. */
  geolocationFallback: 5_100,
  /** Yes/no checks of the app (upload permission, connected). */
  check: 3_000,
  /** Waiting for the user in a native screen (camera, picker, QR, tags). */
  interaction: 10 * 60_000,
  /** The app uploading photos to the album: the album timeout of talk §9. */
  albumUpload: 1_200_000,
} as const;
