import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { DISPUTE_NOTE_MAX } from '@shared/contracts/deal';
import { Button } from '@/components/ui/button';
import { agreementText } from '../lib/agreement-text';
import { dealText } from '../lib/deal-text';
import { dealWrite } from '../lib/deal-writes';
import type { StepProps } from '../lib/step-props';
import { isPending, SendStatus } from './send-status';
import { TextField } from './text-field';

/** "Something's wrong": a note the other side sees, sent instead of a confirmation. */
export function DisputeForm({
  sim,
  lang,
  outbox,
  onCancel,
}: Pick<StepProps, 'sim' | 'lang' | 'outbox'> & { onCancel: () => void }) {
  const t = agreementText[lang].confirm;
  const common = dealText[lang];
  const id = useId();
  const [note, setNote] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => field.current?.focus(), []);
  const state = outbox.states.dispute;
  const pending = isPending(state);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (pending) return;
    outbox.send(dealWrite(sim, 'dispute', { note: note.trim() }), onCancel);
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <TextField
        id={`${id}-note`}
        label={t.noteLabel}
        help={t.noteHelp}
        value={note}
        onChange={setNote}
        maxLength={DISPUTE_NOTE_MAX}
        disabled={pending}
        inputRef={field}
      />
      <SendStatus state={state} lang={lang} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Button type="button" variant="secondary" onClick={onCancel} disabled={pending}>
          {common.cancel}
        </Button>
        <Button type="submit" disabled={pending}>
          {state?.status === 'sending' ? common.sending : t.sendNote}
        </Button>
      </div>
    </form>
  );
}
