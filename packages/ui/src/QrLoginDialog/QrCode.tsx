import qrcode from 'qrcode-generator';
import { useMemo } from 'react';
import styles from './QrLoginDialog.module.css';

export type QrCodeProps = {
  /** What the code encodes (a URL). */
  value: string;
  /** The accessible name of the image. */
  label: string;
};

/** The quiet zone the QR standard asks for around the symbol, in modules. */
const QUIET_ZONE = 4;

/**
 * A QR code as one SVG path (error correction M, the version chosen for the
 * value's length). Drawn from the module matrix, so no markup string is
 * injected and it scales sharply to any size.
 */
export const QrCode = ({ value, label }: QrCodeProps) => {
  const { size, path } = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(value);
    qr.make();
    const count = qr.getModuleCount();
    let d = '';
    for (let row = 0; row < count; row++)
      for (let col = 0; col < count; col++)
        if (qr.isDark(row, col)) d += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    return { size: count + 2 * QUIET_ZONE, path: d };
  }, [value]);
  return (
    <svg
      className={styles.qr}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
};
