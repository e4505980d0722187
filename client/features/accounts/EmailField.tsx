import { useId } from 'react';
import { EMAIL_MAX } from '../../../contract/auth';

interface EmailFieldProps {
  value: string;
  onChange(value: string): void;
  autoComplete?: 'email' | 'username' | 'username webauthn'; // 'username webauthn': passkeys offered in autofill
  label?: string;
}

/** The e-mail input every account form starts with (required, type=email, labelled "Email"). */
export function EmailField({ value, onChange, autoComplete = 'email', label = 'Email' }: EmailFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="email" value={value} onChange={(event) => onChange(event.target.value)} autoComplete={autoComplete} maxLength={EMAIL_MAX} required />
    </div>
  );
}
