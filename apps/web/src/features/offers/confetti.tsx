import { OFFER_CONFETTI_PIECES, offerVisitedKey } from '@portico/contracts';
import { useEffect, useRef, useState } from 'react';
import styles from './offers.module.css';

const COLOURS = ['#2b59c3', '#0f766e', '#f59e0b', '#e11d48', '#7c3aed', '#16a34a'];
const DURATION_MS = 3500;

interface Piece {
  x: number;
  y: number;
  vx: number;
  vy: number;
  size: number;
  angle: number;
  spin: number;
  colour: string;
}

function makePieces(width: number, count: number): Piece[] {
  return Array.from({ length: count }, (_, index) => ({
    x: Math.random() * width,
    y: -20 - Math.random() * 200,
    vx: (Math.random() - 0.5) * 2.4,
    vy: 2 + Math.random() * 3,
    size: 6 + Math.random() * 6,
    angle: Math.random() * Math.PI,
    spin: (Math.random() - 0.5) * 0.3,
    colour: COLOURS[index % COLOURS.length] ?? '#2b59c3',
  }));
}

/** Whether this offer's confetti was shown before (spec 1 §2: remembered in local storage as visited). */
function alreadyVisited(encId: string): boolean {
  try {
    return window.localStorage.getItem(offerVisitedKey(encId)) !== null;
  } catch {
    // Storage blocked (private mode, policy): better no confetti than confetti on every visit.
    return true;
  }
}

function markVisited(encId: string): void {
  try {
    window.localStorage.setItem(offerVisitedKey(encId), new Date().toISOString());
  } catch {
    // Nothing to remember it in.
  }
}

/**
 * 200 pieces of confetti falling once over the page the first time a candidate opens an open, unexpired
 * offer. A canvas drawn in effects only (nothing in the server HTML), decorative (aria-hidden, no pointer
 * events), and skipped — still marked as shown — for visitors who ask for reduced motion.
 */
export function OfferConfetti({ encId, active }: { encId: string; active: boolean }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [running, setRunning] = useState(false);

  useEffect(() => {
    if (!active || alreadyVisited(encId)) return;
    markVisited(encId);
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    setRunning(true);
  }, [active, encId]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!running || !canvas) return;
    const context = canvas.getContext('2d');
    if (!context) {
      setRunning(false);
      return;
    }
    const ratio = window.devicePixelRatio || 1;
    const width = window.innerWidth;
    const height = window.innerHeight;
    canvas.width = width * ratio;
    canvas.height = height * ratio;
    context.scale(ratio, ratio);
    const pieces = makePieces(width, OFFER_CONFETTI_PIECES);
    const started = performance.now();
    let frame = 0;
    const draw = (time: number) => {
      const elapsed = time - started;
      context.clearRect(0, 0, width, height);
      // Fade out over the last second so the pieces do not vanish at once.
      context.globalAlpha = Math.min(1, Math.max(0, (DURATION_MS - elapsed) / 1000));
      for (const piece of pieces) {
        piece.x += piece.vx;
        piece.y += piece.vy;
        piece.vy += 0.03;
        piece.angle += piece.spin;
        context.save();
        context.translate(piece.x, piece.y);
        context.rotate(piece.angle);
        context.fillStyle = piece.colour;
        context.fillRect(-piece.size / 2, -piece.size / 4, piece.size, piece.size / 2);
        context.restore();
      }
      if (elapsed < DURATION_MS) frame = requestAnimationFrame(draw);
      else setRunning(false);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, [running]);

  if (!running) return null;
  return (
    <div className={styles.confetti} aria-hidden="true" data-testid="offer-confetti">
      <canvas ref={canvasRef} />
    </div>
  );
}
