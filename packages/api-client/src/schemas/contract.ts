import { z } from 'zod';

/**
 * Contract status (core §4): 1 using, 2 temporary, 3 suspended,
 * 4 cancellation pending, 5 cancelled, 6 transfer, 7 contract processing.
 */
export const CONTRACT_STATUS = {
  using: 1,
  temporary: 2,
  suspended: 3,
  cancellationPending: 4,
  cancelled: 5,
  transfer: 6,
  processing: 7,
} as const;
export const ZContractStatus = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
  z.literal(6),
  z.literal(7),
]);
export type TContractStatus = z.infer<typeof ZContractStatus>;
