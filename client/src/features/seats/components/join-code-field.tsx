import type { UseFormRegisterReturn } from 'react-hook-form';
import { CLASS_CODE_LENGTH, seatMessages, type JoinableClass } from '@shared/contracts/seats';
import type { Lang } from '@shared/simulations';
import { Input } from '@/components/ui/field';
import { useJoinableClass } from '../api/get-joinable-class';
import { isNoClass } from '../lib/seat-errors';
import { seatText } from '../lib/seat-text';
import { SeatField, inputProps } from './seat-field';

/**
 * The join form's class code (filled in from the join screen's QR): once it is whole, the class it names
 * (and how long that class keeps what is entered), or that it is closed, or that no class has it.
 */
export function JoinCodeField({
  id,
  lang,
  wholeCode,
  error,
  field,
  initialCode,
}: {
  id: string;
  lang: Lang;
  /** The code typed, once it is a whole class code (null: not yet). */
  wholeCode: string | null;
  /** The form's problem with the code (the schema's, or the server's refusal of a join). */
  error: string | undefined;
  field: UseFormRegisterReturn<'code'>;
  /** The code the form starts with, in the server's page too (the form fills the field once it runs). */
  initialCode: string;
}) {
  const t = seatText[lang];
  const joinable = useJoinableClass(wholeCode);
  // What the server said of the code as typed: its class, closed, or no such class.
  const found = wholeCode ? joinable.data : undefined;
  const problem =
    error ??
    (found === null
      ? seatMessages[lang].wrongClassCode
      : wholeCode && isNoClass(joinable.error)
        ? seatMessages[lang].noClass
        : undefined);
  const classLine = found && <ClassLine id={`${id}-class`} found={found} lang={lang} />;

  return (
    <SeatField id={id} label={t.join.codeLabel} help={t.join.codeHelp} error={problem} after={classLine}>
      <Input
        {...field}
        defaultValue={initialCode}
        {...inputProps(id, problem, [Boolean(classLine) && `${id}-class`])}
        autoComplete="off"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        maxLength={CLASS_CODE_LENGTH + 4}
        className="h-14 font-mono text-2xl uppercase tracking-[0.3em]"
      />
    </SeatField>
  );
}

/** The class a whole code names: open, with its retention, or closed to new students. */
function ClassLine({ id, found, lang }: { id: string; found: JoinableClass; lang: Lang }) {
  const t = seatText[lang];
  if (!found.joinOpen)
    return (
      <p
        id={id}
        role="status"
        className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-300"
      >
        <span className="font-semibold">{found.name}</span>: {seatMessages[lang].closed}
      </p>
    );
  return (
    <div id={id} role="status" className="mt-2">
      <p className="text-base font-medium text-slate-900">
        {t.join.classIs} <span className="font-semibold">{found.name}</span>
      </p>
      <p className="mt-1 text-sm text-slate-600">{t.privacy.keptFor(found.retentionDays)}</p>
    </div>
  );
}
