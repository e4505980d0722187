import type { CSSProperties } from 'react';
import type { FieldSpec } from '../field-specs';

interface DraftFieldProps {
  id: string;
  spec: FieldSpec;
  value: string;
  onChange(value: string): void;
  style?: CSSProperties; // the message previews its chosen font
  wide?: boolean; // spans the whole row of a two-column group
  error?: string; // shown under the field and announced
}

/** One labelled input of the creator form, with its hint and, for the message, the live character count. */
export function DraftField({ id, spec, value, onChange, style, wide = spec.control === 'textarea', error }: DraftFieldProps) {
  const hintId = spec.hint ? `${id}-hint` : undefined;
  const countId = spec.counter ? `${id}-count` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId, countId].filter(Boolean).join(' ') || undefined;
  // Cut pasted text at the limit too: maxLength alone lets a script or an old draft go past it.
  const change = (next: string) => onChange(spec.maxLength === undefined ? next : next.slice(0, spec.maxLength));
  const common = {
    id,
    name: id,
    value,
    maxLength: spec.maxLength,
    placeholder: spec.placeholder,
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
    style,
  };

  return (
    <div className={wide ? 'field card-form__wide' : 'field'}>
      <label htmlFor={id}>{spec.label}</label>
      {spec.control === 'textarea' ? (
        <textarea {...common} onChange={(event) => change(event.target.value)} />
      ) : (
        <input {...common} type={spec.control} autoComplete={spec.autoComplete} onChange={(event) => change(event.target.value)} />
      )}
      {error && (
        <p id={errorId} className="form-error" role="alert">
          {error}
        </p>
      )}
      {spec.hint && (
        <span id={hintId} className="field__hint">
          {spec.hint}
        </span>
      )}
      {spec.counter && spec.maxLength !== undefined && (
        <span id={countId} className="field__hint">
          {value.length} / {spec.maxLength} characters
        </span>
      )}
    </div>
  );
}
