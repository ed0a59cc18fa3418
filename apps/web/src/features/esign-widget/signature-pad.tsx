import { Button } from '@portico/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './esign-widget.module.css';

const WIDTH = 480;
const HEIGHT = 140;

/**
 * An optional drawn signature: pointer strokes (mouse, finger, pen) on a canvas, reported as a PNG data URL,
 * or null when empty or cleared. The typed full name stays the signature of record, so a keyboard or
 * screen-reader user loses nothing by skipping it.
 */
export function SignaturePad({ onChange }: { onChange: (png: string | null) => void }) {
  const { t } = useTranslation('offers');
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [empty, setEmpty] = useState(true);

  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return;
    ctx.lineWidth = 2.5;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = '#1b1f24';
  }, []);

  function point(event: React.PointerEvent<HTMLCanvasElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    // The canvas is drawn at its own resolution whatever size CSS gives it on screen.
    return {
      x: ((event.clientX - box.left) / box.width) * WIDTH,
      y: ((event.clientY - box.top) / box.height) * HEIGHT,
    };
  }

  return (
    <div className={styles.pad}>
      <p id="signature-pad-label" className={styles.padLabel}>
        {t('esignWidget.draw')}
      </p>
      <p id="signature-pad-help" className={styles.padHelp}>
        {t('esignWidget.drawHelp')}
      </p>
      <canvas
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        className={styles.padCanvas}
        role="img"
        aria-labelledby="signature-pad-label"
        aria-describedby="signature-pad-help"
        onPointerDown={(event) => {
          const ctx = event.currentTarget.getContext('2d');
          if (!ctx) return;
          event.currentTarget.setPointerCapture(event.pointerId);
          drawing.current = true;
          const p = point(event);
          ctx.beginPath();
          ctx.moveTo(p.x, p.y);
          ctx.lineTo(p.x + 0.1, p.y + 0.1);
          ctx.stroke();
        }}
        onPointerMove={(event) => {
          if (!drawing.current) return;
          const ctx = event.currentTarget.getContext('2d');
          const p = point(event);
          ctx?.lineTo(p.x, p.y);
          ctx?.stroke();
        }}
        onPointerUp={(event) => {
          if (!drawing.current) return;
          drawing.current = false;
          setEmpty(false);
          onChange(event.currentTarget.toDataURL('image/png'));
        }}
      />
      <Button
        variant="secondary"
        isDisabled={empty}
        onPress={() => {
          const c = canvas.current;
          c?.getContext('2d')?.clearRect(0, 0, WIDTH, HEIGHT);
          setEmpty(true);
          onChange(null);
        }}
      >
        {t('esignWidget.clear')}
      </Button>
    </div>
  );
}
