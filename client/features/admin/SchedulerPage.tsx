import { useEffect, useState } from 'react';
import type { ScheduleDayBody, ScheduleMonthBody } from '../../../contract/schemas/daily';
import { isDateKey, localDateKey, monthOf } from '../../../game/rules/dates';
import { AdminGuard } from './AdminGuard';
import { adminApi } from './api';
import { MonthCalendar } from './MonthCalendar';
import { ModerationPanel } from './moderation/ModerationPanel';
import { StorePanel } from './store/StorePanel';
import { FlagsPanel } from './flags/FlagsPanel';
import { libraryNote } from './schedule';
import { PictureForm } from './PictureForm';
import { WordForm } from './WordForm';
import './scheduler.css';

export default function SchedulerPage() {
  return (
    <AdminGuard>
      <Scheduler />
    </AdminGuard>
  );
}

const todayKey = () => localDateKey(Date.now(), new Date().getTimezoneOffset());

/**
 * The admin scheduler: a date picker (today by default), a month view of what is
 * scheduled, and the two forms, filled with whatever the chosen day already holds.
 */
function Scheduler() {
  const [today] = useState(todayKey);
  const [date, setDate] = useState(today);
  const [month, setMonth] = useState(() => monthOf(today));
  const [monthBody, setMonthBody] = useState<ScheduleMonthBody | null>(null);
  const [dayBody, setDayBody] = useState<ScheduleDayBody | null>(null);
  const [loadError, setLoadError] = useState('');
  const [version, setVersion] = useState(0); // bumped after a save: reload what is shown

  useEffect(() => {
    const abort = new AbortController();
    adminApi
      .month(month, abort.signal)
      .then(setMonthBody)
      .catch((error: unknown) => {
        if (!abort.signal.aborted) setLoadError(`Could not load the schedule: ${error instanceof Error ? error.message : String(error)}`);
      });
    return () => abort.abort();
  }, [month, version]);

  useEffect(() => {
    if (!isDateKey(date)) return;
    const abort = new AbortController();
    adminApi
      .day(date, abort.signal)
      .then((body) => {
        setDayBody(body);
        setLoadError('');
      })
      .catch((error: unknown) => {
        if (!abort.signal.aborted) setLoadError(`Could not load ${date}: ${error instanceof Error ? error.message : String(error)}`);
      });
    return () => abort.abort();
  }, [date, version]);

  function choose(value: string) {
    setDate(value);
    if (isDateKey(value)) setMonth(monthOf(value));
  }

  const validDate = isDateKey(date);
  const loaded = validDate && dayBody?.date === date ? dayBody : null;
  const formsReady = !validDate || loaded !== null; // an empty date still shows the forms (saving says what is missing)
  const onSaved = () => setVersion((v) => v + 1);
  const note = libraryNote(monthBody?.days.find((day) => day.date === date)?.library);

  return (
    <main className="page scheduler">
      <h1>Admin Scheduler</h1>
      <p className="form-note">Pick a date, then schedule the daily picture puzzle and the daily word for that day.</p>
      <div className="scheduler__layout">
        <div className="scheduler__side">
          <div className="card field scheduler__date">
            <label htmlFor="schedule-date">Date</label>
            <input id="schedule-date" type="date" value={date} onChange={(event) => choose(event.target.value)} />
          </div>
          <MonthCalendar
            month={month}
            days={monthBody?.month === month ? monthBody.days : null}
            selected={date}
            today={today}
            onMonth={setMonth}
            onPick={choose}
          />
        </div>
        <div className="scheduler__forms">
          {loadError ? (
            <p className="form-error" role="alert">
              {loadError}
            </p>
          ) : null}
          {note ? <p className="form-note scheduler__library-note">{note}</p> : null}
          {formsReady ? (
            <>
              <PictureForm key={`picture-${date}`} date={date} current={loaded?.picture ?? null} onSaved={onSaved} />
              <WordForm key={`word-${date}`} date={date} current={loaded?.word ?? null} onSaved={onSaved} />
            </>
          ) : (
            <p className="form-note" role="status">
              Loading {date}…
            </p>
          )}
        </div>
      </div>
      <ModerationPanel />
      <StorePanel />
      <FlagsPanel />
    </main>
  );
}
