import type { ScheduleMonthDay } from '../../../contract/schemas/daily';
import { monthGrid, shiftMonth } from '../../../game/rules/dates';
import { dayFill, dayLabel, monthTitle } from './schedule';

interface MonthCalendarProps {
  month: string; // YYYY-MM shown
  days: readonly ScheduleMonthDay[] | null; // null while loading or when it failed
  selected: string; // the date in the forms
  today: string;
  onMonth: (month: string) => void;
  onPick: (date: string) => void;
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/**
 * What is scheduled in a month: a day with nothing is highlighted (it still needs
 * content), a day with one of the two games is marked half done, and a day the
 * bundled library fills in shows outlined marks and the library's word. Choosing a
 * day loads it into the forms.
 */
export function MonthCalendar({ month, days, selected, today, onMonth, onPick }: MonthCalendarProps) {
  const byDate = new Map((days ?? []).map((day) => [day.date, day]));
  const title = monthTitle(month);
  return (
    <section className="card scheduler-calendar" aria-labelledby="calendar-title">
      <div className="scheduler-calendar__head">
        <button type="button" className="button button--ghost" onClick={() => onMonth(shiftMonth(month, -1))} aria-label="Previous month">
          ‹
        </button>
        <h2 id="calendar-title" aria-live="polite">
          {title}
        </h2>
        <button type="button" className="button button--ghost" onClick={() => onMonth(shiftMonth(month, 1))} aria-label="Next month">
          ›
        </button>
      </div>
      <table className="scheduler-calendar__grid" aria-label={`Schedule for ${title}`} aria-busy={days === null}>
        <thead>
          <tr>
            {WEEKDAYS.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month, 1).map((week, row) => (
            <tr key={row}>
              {week.map((date, column) => {
                if (!date) return <td key={column} />;
                const day = byDate.get(date);
                const fill = day ? dayFill(day) : 'unknown';
                return (
                  <td key={date}>
                    <button
                      type="button"
                      className={`scheduler-day scheduler-day--${fill}${date === today ? ' scheduler-day--today' : ''}`}
                      aria-pressed={date === selected}
                      aria-label={day ? dayLabel(day) : date}
                      data-date={date}
                      data-fill={fill}
                      onClick={() => onPick(date)}
                    >
                      <span className="scheduler-day__number">{Number(date.slice(8))}</span>
                      <span className="scheduler-day__marks" aria-hidden="true">
                        {day?.word ? <span className="scheduler-day__mark scheduler-day__mark--word">W</span> : null}
                        {!day?.word && day?.library?.word ? <span className="scheduler-day__mark scheduler-day__mark--library">W</span> : null}
                        {day?.picture ? <span className="scheduler-day__mark scheduler-day__mark--picture">P</span> : null}
                        {!day?.picture && day?.library?.picture ? <span className="scheduler-day__mark scheduler-day__mark--library">P</span> : null}
                      </span>
                      {day?.library?.word ? (
                        <span className="scheduler-day__library" aria-hidden="true" title={`Library: ${day.library.word}`}>
                          {day.library.word}
                        </span>
                      ) : null}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="scheduler-calendar__legend">
        <li>
          <span className="scheduler-day__swatch scheduler-day--empty" aria-hidden="true" /> Nothing scheduled
        </li>
        <li>
          <span className="scheduler-day__swatch scheduler-day--partial" aria-hidden="true" /> Word (W) or picture (P) only
        </li>
        <li>
          <span className="scheduler-day__swatch scheduler-day--full" aria-hidden="true" /> Both scheduled
        </li>
        <li>
          <span className="scheduler-day__swatch scheduler-day--library" aria-hidden="true" /> Library (outlined): plays unless you schedule
        </li>
      </ul>
    </section>
  );
}
