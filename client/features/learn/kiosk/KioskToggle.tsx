import { useKiosk } from '../../../stores/kiosk';
import { enterFullscreen } from './device';
import './kiosk.css';

/** On /learn outside kiosk mode: what kiosk mode does, in one line, and the button that starts it. */
export function KioskToggle() {
  const on = useKiosk((s) => s.on);
  const enter = useKiosk((s) => s.enter);
  if (on) return null;
  const start = () => {
    enter();
    enterFullscreen(() => useKiosk.getState().on); // this click is the gesture browsers ask for
  };
  return (
    <section className="kiosk-toggle" aria-labelledby="kiosk-toggle-title">
      <div className="kiosk-toggle__about">
        <h2 id="kiosk-toggle-title" className="kiosk-toggle__title">
          Kiosk mode
        </h2>
        <p className="kiosk-toggle__text" id="kiosk-toggle-text">
          Full screen, the screen kept on and only the letters, back to the grid after 2 idle minutes; a grown-up leaves it by
          holding the lock in the corner for 3 seconds.
        </p>
      </div>
      <button type="button" className="button kiosk-toggle__button" aria-describedby="kiosk-toggle-text" onClick={start}>
        Start kiosk mode
      </button>
    </section>
  );
}
