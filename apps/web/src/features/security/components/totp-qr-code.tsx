import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';
import styles from './two-factor-settings.module.css';

/**
 * The otpauth:// URL as a QR code: an <img> with a data: URL, which the CSP's img-src allows (no canvas, no
 * inline script). Drawn in an effect, so nothing browser-only runs while rendering.
 */
export function TotpQrCode({ url, label }: { url: string; label: string }) {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    // Black on white with a quiet zone, whatever the theme: scanners read dark modules on a light ground.
    void toDataURL(url, { margin: 2, width: 224, errorCorrectionLevel: 'M' }).then((data) => {
      if (isCurrent) setImage(data);
    });
    return () => {
      isCurrent = false;
    };
  }, [url]);
  return (
    <div className={styles.qr}>
      {image ? <img src={image} alt={label} width={224} height={224} /> : <span className={styles.qrSpace} />}
    </div>
  );
}
