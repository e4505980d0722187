import { useEffect, useState, type FormEvent } from 'react';
import { PICTURE_MESSAGE_MAX } from '../../../contract/daily';
import type { ScheduledPicture } from '../../../contract/schemas/daily';
import { adminApi } from './api';
import { allFilled, pictureFailureStatus, STATUS, type Status } from './schedule';
import { StatusLine } from './StatusLine';

interface PictureFormProps {
  date: string; // the day being edited ('' when the date picker is cleared)
  current: ScheduledPicture | null; // what is scheduled for that day
  onSaved: () => void;
}

/**
 * The daily-puzzle form: a picture and the message it reveals. The server
 * compresses the picture (at most 800x600, JPEG quality 0.7, 2 MB). With a day
 * that already has a picture, leaving the file empty keeps that picture.
 */
export function PictureForm({ date, current, onSaved }: PictureFormProps) {
  const [file, setFile] = useState<File | null>(null);
  const [message, setMessage] = useState(current?.message ?? '');
  const [status, setStatus] = useState<Status | null>(null);
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!allFilled([date, message]) || (!file && !current)) {
      setStatus({ kind: 'error', text: STATUS.pictureFieldsRequired });
      return;
    }
    setBusy(true);
    setStatus({ kind: 'progress', text: STATUS.compressing });
    try {
      const image = file ?? (await adminApi.storedPicture((current as ScheduledPicture).imageUrl));
      const saved = await adminApi.savePicture(date, image, message.trim());
      setStatus({ kind: 'success', text: STATUS.pictureScheduled(saved.date) });
      onSaved();
    } catch (failure) {
      setStatus(pictureFailureStatus(failure));
    } finally {
      setBusy(false);
    }
  }

  const shown = file ? preview : (current?.imageUrl ?? null);
  return (
    <form className="card form scheduler-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="picture-form-title">
      <h2 id="picture-form-title">Daily puzzle</h2>
      <div className="field">
        <label htmlFor="picture-file">Image</label>
        <input
          id="picture-file"
          type="file"
          accept="image/*"
          aria-describedby="picture-file-hint"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <span id="picture-file-hint" className="field__hint">
          {current ? 'Leave empty to keep the current picture. ' : ''}It is cut into a 5x5 puzzle; made at most 800x600.
        </span>
      </div>
      {shown ? <img className="scheduler-form__preview" src={shown} alt={file ? 'The chosen picture' : 'The scheduled picture'} /> : null}
      <div className="field">
        <label htmlFor="picture-message">Message</label>
        <textarea id="picture-message" value={message} maxLength={PICTURE_MESSAGE_MAX} onChange={(event) => setMessage(event.target.value)} />
        <span className="field__hint">
          {message.length} / {PICTURE_MESSAGE_MAX} characters
        </span>
      </div>
      <button type="submit" className="button" disabled={busy}>
        {current ? 'Update puzzle' : 'Schedule puzzle'}
      </button>
      <StatusLine id="picture-status" status={status} />
    </form>
  );
}
