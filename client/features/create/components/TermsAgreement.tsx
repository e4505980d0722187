import { Link } from 'react-router';

interface TermsAgreementProps {
  agreed: boolean;
  onChange(agreed: boolean): void;
}

/** Step 1: the content policy must be accepted before a photo can be chosen. */
export function TermsAgreement({ agreed, onChange }: TermsAgreementProps) {
  return (
    <div className="create__terms">
      <label className="checkbox">
        <input type="checkbox" checked={agreed} onChange={(event) => onChange(event.target.checked)} />
        <span>
          I agree to the{' '}
          <Link to="/terms" target="_blank" rel="noopener">
            Terms and Conditions
          </Link>
          .
        </span>
      </label>
      <p className="form-note">
        The image I upload is mine to share and does not contain nudity, violence or exploitative content.
      </p>
    </div>
  );
}
