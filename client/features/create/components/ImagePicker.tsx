import { useId, useState } from 'react';
import { useObjectUrl } from '../useObjectUrl';

export const TERMS_ALERT = 'You must agree to the content policy to continue.';

interface ImagePickerProps {
  enabled: boolean; // the terms are ticked
  image: Blob | null;
  onChoose(image: Blob): void;
}

/**
 * Step 2: choose the photo. Until the terms are ticked the input is disabled and
 * dimmed; a transparent button over it answers a click (or Enter) with the alert.
 */
export function ImagePicker({ enabled, image, onChoose }: ImagePickerProps) {
  const inputId = useId();
  const previewUrl = useObjectUrl(image);
  const [error, setError] = useState('');

  function onFiles(files: FileList | null) {
    const file = files?.[0];
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setError('Please choose an image file (JPEG, PNG or WebP).');
      return;
    }
    setError('');
    onChoose(file);
  }

  return (
    <div className="field">
      <label className="field__label" htmlFor={inputId}>
        Select the image
      </label>
      <div className={enabled ? 'image-picker' : 'image-picker image-picker--locked'}>
        <input id={inputId} type="file" accept="image/*" disabled={!enabled} onChange={(event) => onFiles(event.target.files)} />
        {!enabled && (
          <button
            type="button"
            className="image-picker__guard"
            aria-label="Select the image (agree to the Terms and Conditions first)"
            onClick={() => window.alert(TERMS_ALERT)}
          />
        )}
      </div>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {previewUrl && <img className="image-picker__preview" src={previewUrl} width={150} alt="Your chosen photo" />}
    </div>
  );
}
