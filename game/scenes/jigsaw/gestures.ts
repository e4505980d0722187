/**
 * The jigsaw's input, read from DOM pointer events on the canvas (Phaser's input
 * stays off: on touch screens it blocked page scrolling outside the board). One
 * pointer on a piece drags its group, on the empty table pans; two pointers pinch
 * and pan; the wheel zooms about the mouse. Pointer capture keeps a drag that
 * leaves the canvas; `touch-action: none` is set on the canvas only, so the page
 * around the board scrolls as ever. Positions are handed on in css px from the
 * canvas' top left.
 */
import type { Point } from '../../rules/jigsaw/cut';

export interface GestureTarget {
  pieceAt(screen: Point): number | null; // the topmost piece under a point, if any
  grab(piece: number, screen: Point): void;
  dragTo(screen: Point): void;
  release(): void; // the drag ends where the piece is
  tap(piece: number): void;
  pan(dx: number, dy: number): void;
  zoomAt(factor: number, anchor: Point): void;
  touched(): void; // anything started: the loop must run
}

const TAP_SLOP = 6; // css px a tap may wander
const TAP_MS = 350;
const WHEEL_SPEED = 0.0015; // zoom factor per wheel pixel, exponential

interface Down {
  start: Point;
  at: Point;
  time: number;
}

export class Gestures {
  private readonly pointers = new Map<number, Down>();
  private held: { pointer: number; piece: number; moved: boolean } | null = null;
  private pinch: { distance: number; middle: Point } | null = null;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly target: GestureTarget,
  ) {
    canvas.style.touchAction = 'none';
    canvas.addEventListener('pointerdown', this.onDown);
    canvas.addEventListener('pointermove', this.onMove);
    canvas.addEventListener('pointerup', this.onUp);
    canvas.addEventListener('pointercancel', this.onUp);
    canvas.addEventListener('wheel', this.onWheel, { passive: false });
    window.addEventListener('keydown', this.onKey);
  }

  get dragging(): boolean {
    return this.held !== null;
  }

  get active(): boolean {
    return this.pointers.size > 0;
  }

  destroy(): void {
    this.canvas.removeEventListener('pointerdown', this.onDown);
    this.canvas.removeEventListener('pointermove', this.onMove);
    this.canvas.removeEventListener('pointerup', this.onUp);
    this.canvas.removeEventListener('pointercancel', this.onUp);
    this.canvas.removeEventListener('wheel', this.onWheel);
    window.removeEventListener('keydown', this.onKey);
  }

  /** Lets go of the held group (a second finger came down). */
  drop(): void {
    if (this.held === null) return;
    this.held = null;
    this.target.release();
  }

  /** Forgets the held group without a drop: the board changed under it. */
  cancel(): void {
    this.held = null;
  }

  private local(event: { clientX: number; clientY: number }): Point {
    const bounds = this.canvas.getBoundingClientRect();
    return { x: event.clientX - bounds.left, y: event.clientY - bounds.top };
  }

  private readonly onDown = (event: PointerEvent): void => {
    if (event.button !== 0 && event.pointerType === 'mouse') return;
    event.preventDefault();
    this.target.touched();
    try {
      this.canvas.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser no longer knows (lifted already): the drag simply ends at the canvas' edge.
    }
    const at = this.local(event);
    this.pointers.set(event.pointerId, { start: at, at, time: event.timeStamp });
    if (this.pointers.size === 1) {
      const piece = this.target.pieceAt(at);
      if (piece !== null) {
        this.held = { pointer: event.pointerId, piece, moved: false };
        this.target.grab(piece, at);
      }
    } else if (this.pointers.size === 2) {
      this.drop(); // a second finger turns a drag into a pinch
      this.pinch = this.pinchOf();
    }
  };

  private readonly onMove = (event: PointerEvent): void => {
    const down = this.pointers.get(event.pointerId);
    if (!down) return;
    const at = this.local(event);
    const previous = down.at;
    down.at = at;
    if (this.held?.pointer === event.pointerId) {
      if (Math.hypot(at.x - down.start.x, at.y - down.start.y) > TAP_SLOP) this.held.moved = true;
      this.target.dragTo(at);
    } else if (this.pointers.size === 2 && this.pinch) {
      const next = this.pinchOf();
      if (next && next.distance > 0 && this.pinch.distance > 0) {
        this.target.pan(next.middle.x - this.pinch.middle.x, next.middle.y - this.pinch.middle.y);
        this.target.zoomAt(next.distance / this.pinch.distance, next.middle);
      }
      this.pinch = next;
    } else if (this.pointers.size === 1) {
      this.target.pan(at.x - previous.x, at.y - previous.y);
    }
  };

  private readonly onUp = (event: PointerEvent): void => {
    const down = this.pointers.get(event.pointerId);
    if (!down) return;
    this.pointers.delete(event.pointerId);
    if (this.canvas.hasPointerCapture(event.pointerId)) this.canvas.releasePointerCapture(event.pointerId);
    if (this.held?.pointer === event.pointerId) {
      const { piece, moved } = this.held;
      this.held = null;
      this.target.release();
      const quick = event.timeStamp - down.time < TAP_MS;
      if (!moved && quick && event.type === 'pointerup') this.target.tap(piece);
    }
    this.pinch = this.pointers.size === 2 ? this.pinchOf() : null;
  };

  private readonly onWheel = (event: WheelEvent): void => {
    event.preventDefault(); // only while over the canvas: the page scrolls everywhere else
    this.target.touched();
    const pixels = event.deltaMode === 1 ? event.deltaY * 16 : event.deltaY;
    this.target.zoomAt(Math.exp(-pixels * WHEEL_SPEED), this.local(event));
  };

  private readonly onKey = (event: KeyboardEvent): void => {
    if (this.held && (event.key === 'r' || event.key === 'R')) {
      event.preventDefault();
      // R while holding: the group is let go where it is, then turned there (as a tap turns it).
      const { piece } = this.held;
      this.held = null;
      this.target.release();
      this.target.tap(piece);
    }
  };

  private pinchOf(): { distance: number; middle: Point } | null {
    const [a, b] = [...this.pointers.values()];
    if (!a || !b) return null;
    return { distance: Math.hypot(a.at.x - b.at.x, a.at.y - b.at.y), middle: { x: (a.at.x + b.at.x) / 2, y: (a.at.y + b.at.y) / 2 } };
  }
}
