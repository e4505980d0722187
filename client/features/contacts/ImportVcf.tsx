import { useRef, useState, type ChangeEvent } from 'react';
import { VCARD_MAX_BYTES } from '../../../contract/contacts';
import { contactsApi } from './api';

/** Import a .vcf exported from a phone or address book: all of it, or nothing and the reason. */
export function ImportVcf({ onImported }: { onImported(): void }) {
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<{ kind: 'done' | 'error' | 'busy'; text: string } | null>(null);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be chosen again after a fix
    if (!file) return;
    if (file.size > VCARD_MAX_BYTES) {
      setStatus({ kind: 'error', text: 'This file is over 1 MB; split it and import the parts. Nothing was imported.' });
      return;
    }
    setStatus({ kind: 'busy', text: `Importing ${file.name}…` });
    try {
      const result = await contactsApi.importVcf(file);
      const skipped = result.skipped > 0 ? ` ${result.skipped} without an e-mail address skipped.` : '';
      setStatus({ kind: 'done', text: `Imported: ${result.added} new, ${result.updated} updated.${skipped}` });
      onImported();
    } catch (failure) {
      setStatus({ kind: 'error', text: failure instanceof Error ? failure.message : 'The import failed. Nothing was imported.' });
    }
  }

  return (
    <div className="contacts__import">
      <label htmlFor="contacts-vcf" className="button button--ghost">
        Import a .vcf file
      </label>
      <input ref={input} id="contacts-vcf" className="visually-hidden" type="file" accept=".vcf,text/vcard,text/x-vcard" onChange={(event) => void onFile(event)} />
      {status && (
        <p className={status.kind === 'error' ? 'form-error' : 'form-note'} role={status.kind === 'error' ? 'alert' : 'status'}>
          {status.text}
        </p>
      )}
    </div>
  );
}
