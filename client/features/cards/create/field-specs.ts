import { EMAIL_MAX } from '../../../../contract/auth';
import { BUSINESS_LOCATION_MAX, BUSINESS_NAME_MAX, OFFER_MAX, TERMS_MAX } from '../../../../contract/cards';
import { OCCASION_MAX, PROMPT_MAX, type CardField } from '../../../../game/rules/cards';
import { MESSAGE_MAX, NAME_MAX } from '../../../../game/rules/gift';

/** How one field of the creator form is drawn; the limits come from the contract, never restated. */
export interface FieldSpec {
  label: string;
  control: 'text' | 'email' | 'date' | 'textarea';
  maxLength?: number; // none for dates
  autoComplete?: string;
  placeholder?: string;
  hint?: string;
  counter?: boolean; // a live "N / max characters" under it
}

export const FIELD_SPECS: Record<Exclude<CardField, 'tone'>, FieldSpec> = {
  toName: { label: 'Recipient’s name', control: 'text', maxLength: NAME_MAX, autoComplete: 'off' },
  toEmail: { label: 'Recipient’s e-mail', control: 'email', maxLength: EMAIL_MAX, autoComplete: 'off' },
  fromName: { label: 'Your name', control: 'text', maxLength: NAME_MAX, autoComplete: 'name' },
  fromEmail: { label: 'Your e-mail', control: 'email', maxLength: EMAIL_MAX, autoComplete: 'email' },
  occasion: { label: 'Occasion or event', control: 'text', maxLength: OCCASION_MAX, placeholder: 'e.g. Maya’s 30th birthday' },
  eventDate: { label: 'Event date (optional)', control: 'date' },
  imagePrompt: {
    label: 'Describe the image — the more detail you give, the better the image',
    control: 'textarea',
    maxLength: PROMPT_MAX,
    placeholder: 'e.g. A cosy cabin in a snowy forest at dusk, warm light in the windows, a red sled by the door',
    hint: 'Say what is in it, where, the colours and the light.',
  },
  customMessage: {
    label: 'Personal message',
    control: 'textarea',
    maxLength: MESSAGE_MAX,
    placeholder: 'Revealed when the last piece falls into place…',
    counter: true,
  },
  offerDescription: { label: 'Offer description', control: 'textarea', maxLength: OFFER_MAX, placeholder: 'e.g. 20% off any large pizza' },
  termsConditions: { label: 'Terms and conditions', control: 'textarea', maxLength: TERMS_MAX, placeholder: 'e.g. One per customer. Not valid with other offers.' },
  startDate: { label: 'Start date', control: 'date' },
  expirationDate: { label: 'Expiration date', control: 'date' },
  businessName: { label: 'Business name', control: 'text', maxLength: BUSINESS_NAME_MAX, autoComplete: 'organization' },
  businessLocation: { label: 'Location address', control: 'text', maxLength: BUSINESS_LOCATION_MAX, autoComplete: 'street-address' },
};

/** The form's groups, in the order of the four steps; each shows only the fields its card type asks for. */
export const FIELD_GROUPS: readonly { title: string; fields: readonly CardField[] }[] = [
  { title: 'Recipient and sender', fields: ['toName', 'toEmail', 'fromName', 'fromEmail'] },
  { title: 'The event', fields: ['occasion', 'eventDate'] },
  { title: 'Your offer', fields: ['offerDescription', 'termsConditions', 'startDate', 'expirationDate', 'businessName', 'businessLocation'] },
  { title: 'The picture', fields: ['imagePrompt', 'tone'] },
  { title: 'Your message', fields: ['customMessage'] },
];

/** The id of a field's input, so a send check can move focus to the field it names. */
export const fieldId = (name: string) => `card-${name}`;
