import { create } from 'qrcode';
import { useMemo } from 'react';

/**
 * The authenticator's enrolment link as a QR code, drawn in the browser (the secret never goes
 * to a third party): the `qrcode` library computes the modules, one SVG path draws them.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { size, path } = useMemo(() => {
    const { modules } = create(value, { errorCorrectionLevel: 'M' });
    const squares: string[] = [];
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) {
        if (modules.get(row, col)) squares.push(`M${col + 4} ${row + 4}h1v1h-1z`);
      }
    }
    // A quiet zone of four modules on every side, as scanners expect.
    return { size: modules.size + 8, path: squares.join('') };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      className="size-52 rounded-xl bg-white"
      shapeRendering="crispEdges"
    >
      <path d={path} fill="#1d1c1a" />
    </svg>
  );
}
