import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useImperativeHandle, useRef, useState, type FormEvent, type Ref } from 'react';
import { CLASS_CODE_LENGTH, classCodeOf, joinSeatSchema, seatMessages } from '@shared/contracts/seats';
import { LANGS, type Lang } from '@shared/simulations';
import { Button } from '@/components/ui/button';
import { Fieldset, Input } from '@/components/ui/field';
import { cn } from '@/lib/utils';
import { joinableClassQueryOptions, useJoinableClass } from '../api/get-joinable-class';
import { useJoinSeat } from '../api/join-seat';
import { isNoClass, joinProblem, suggestedName } from '../lib/seat-errors';
import { langNames, seatText } from '../lib/seat-text';
import { SeatField, fieldIds, inputProps } from './seat-field';

type Field = 'code' | 'name' | 'lang' | 'form';
type Problems = Partial<Record<Field, string>>;

/** What the page above the form may ask of it. */
export interface JoinFormHandle {
  /**
   * "Join the current class" (a seat of an ended class): the name field takes the focus when the code names
   * the current class; otherwise a code of no class, or of one that has ended, is cleared and the code field
   * takes the focus, for the code on the join screen.
   */
  startJoin(): Promise<void>;
}

/**
 * The join form: the class code (filled in from the join screen's QR), the name classmates call the
 * student and the language they read, which is also the page's. Each problem is said next to its field, in
 * the chosen language, and nothing typed is lost. The same schema as the server's checks it first.
 */
export function JoinForm({
  lang,
  onLangChange,
  initialCode,
  onClaim,
  ref,
}: {
  ref?: Ref<JoinFormHandle>;
  lang: Lang;
  onLangChange: (lang: Lang) => void;
  initialCode: string;
  /** Switches to the seat-code form. */
  onClaim: () => void;
}) {
  const t = seatText[lang];
  const id = useId();
  const ids = { code: `${id}-code`, name: `${id}-name`, lang: `${id}-lang` };
  const [code, setCode] = useState(initialCode);
  const [name, setName] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  // the free name the server offered for a taken one, shown as a button while that problem stands
  const [suggestion, setSuggestion] = useState<string>();
  const codeInput = useRef<HTMLInputElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const client = useQueryClient();
  // the field with the problem takes the focus, once the form is enabled again after a request
  const focusNext = useRef<HTMLInputElement | null>(null);

  const wholeCode = classCodeOf(code);
  const joinable = useJoinableClass(wholeCode);
  const join = useJoinSeat({
    mutationConfig: {
      onError: (err) => {
        const problem = joinProblem(err, lang);
        setProblems({ [problem.field]: problem.message });
        setSuggestion(problem.field === 'name' ? suggestedName(err) : undefined);
        // closed or gone meanwhile: what the form says under the code follows
        if (problem.field === 'code' && wholeCode)
          void client.invalidateQueries({ queryKey: joinableClassQueryOptions(wholeCode).queryKey });
        if (problem.field === 'code') focusNext.current = codeInput.current;
        if (problem.field === 'name') focusNext.current = nameInput.current;
      },
    },
  });

  useEffect(() => {
    if (join.isPending || !focusNext.current) return;
    focusNext.current.focus();
    focusNext.current = null;
  });

  // a field's problem goes as soon as it is changed (a problem of the form stays until the next try)
  const edit = (field: 'code' | 'name', value: string) => {
    (field === 'code' ? setCode : setName)(value);
    if (problems[field]) setProblems(({ [field]: _, ...rest }) => rest);
    if (field === 'name') setSuggestion(undefined);
  };

  const chooseLang = (next: Lang) => {
    // the messages shown were in the other language: they go, what was typed stays
    if (next !== lang) {
      setProblems({});
      setSuggestion(undefined);
    }
    onLangChange(next);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    send(name);
  };

  const send = (typed: string) => {
    if (join.isPending) return;
    setSuggestion(undefined);
    const parsed = joinSeatSchema(lang).safeParse({ name: typed, lang, code });
    if (!parsed.success) {
      const found: Problems = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field | undefined;
        if (field && !found[field]) found[field] = issue.message;
      }
      setProblems(found);
      (found.code ? codeInput : nameInput).current?.focus();
      return;
    }
    setProblems({});
    join.mutate(parsed.data);
  };

  // What the server said of the code as typed: its class, closed, or no such class.
  const found = wholeCode ? joinable.data : undefined;

  useImperativeHandle(ref, () => ({
    async startJoin() {
      // what the server says of the code in the field (asked again when the first answer was a refusal)
      const named = wholeCode
        ? await client.ensureQueryData(joinableClassQueryOptions(wholeCode)).catch(() => undefined)
        : undefined;
      if (named) return nameInput.current?.focus();
      if (wholeCode) edit('code', '');
      codeInput.current?.focus();
    },
  }));

  const codeProblem =
    problems.code ??
    (found === null
      ? seatMessages[lang].wrongClassCode
      : wholeCode && isNoClass(joinable.error)
        ? seatMessages[lang].noClass
        : undefined);
  const classLine =
    found &&
    (found.joinOpen ? (
      <div id={`${ids.code}-class`} role="status" className="mt-2">
        <p className="text-base font-medium text-slate-900">
          {t.join.classIs} <span className="font-semibold">{found.name}</span>
        </p>
        <p className="mt-1 text-sm text-slate-600">{t.privacy.keptFor(found.retentionDays)}</p>
      </div>
    ) : (
      <p
        id={`${ids.code}-class`}
        role="status"
        className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-300"
      >
        <span className="font-semibold">{found.name}</span>: {seatMessages[lang].closed}
      </p>
    ));

  return (
    <form onSubmit={submit} noValidate aria-label={t.join.title} className="mt-6">
      <Fieldset disabled={join.isPending} className="min-w-0 space-y-5">
        <SeatField
          id={ids.code}
          label={t.join.codeLabel}
          help={t.join.codeHelp}
          error={codeProblem}
          after={classLine}
        >
          <Input
            ref={codeInput}
            {...inputProps(ids.code, codeProblem, [Boolean(classLine) && `${ids.code}-class`])}
            name="code"
            value={code}
            onChange={(e) => edit('code', e.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            maxLength={CLASS_CODE_LENGTH + 4}
            className="h-14 font-mono text-2xl uppercase tracking-[0.3em]"
          />
        </SeatField>

        <div>
          <SeatField id={ids.name} label={t.join.nameLabel} help={t.join.nameHelp} error={problems.name}>
            <Input
              ref={nameInput}
              {...inputProps(ids.name, problems.name)}
              name="name"
              value={name}
              onChange={(e) => edit('name', e.target.value)}
              autoComplete="nickname"
              enterKeyHint="go"
            />
          </SeatField>
          {suggestion && (
            <Button
              type="button"
              variant="secondary"
              className="mt-2"
              onClick={() => {
                setName(suggestion);
                send(suggestion);
              }}
            >
              {t.join.useSuggestion(suggestion)}
            </Button>
          )}
        </div>

        <fieldset aria-describedby={`${fieldIds(ids.lang).help} ${fieldIds(ids.lang).error}`}>
          <legend className="mb-1 block text-sm font-medium text-slate-800">{t.join.langLegend}</legend>
          <div className="inline-flex rounded-lg bg-slate-100 p-1 ring-1 ring-slate-200">
            {LANGS.map((l) => (
              <label
                key={l}
                lang={l}
                className={cn(
                  'inline-flex min-h-10 cursor-pointer items-center rounded-md px-4 text-base font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600',
                  l === lang ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-600 hover:text-slate-900',
                )}
              >
                <input
                  type="radio"
                  name="lang"
                  value={l}
                  checked={l === lang}
                  onChange={() => chooseLang(l)}
                  className="sr-only"
                />
                {langNames[l]}
              </label>
            ))}
          </div>
          <p id={fieldIds(ids.lang).help} className="mt-1 text-sm text-slate-600">
            {t.join.langHelp}
          </p>
          <p
            id={fieldIds(ids.lang).error}
            aria-live="polite"
            className="mt-1 text-sm font-medium text-red-700 empty:hidden"
          >
            {problems.lang}
          </p>
        </fieldset>

        {problems.form && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {problems.form}
          </p>
        )}
        <Button type="submit" size="lg" className="w-full" disabled={join.isPending}>
          {join.isPending ? t.join.joining : t.join.submit}
        </Button>
      </Fieldset>
      <p className="mt-4 text-center">
        <Button
          type="button"
          variant="ghost"
          onClick={onClaim}
          className="h-auto min-h-11 text-base text-brand-800 underline underline-offset-2 hover:text-brand-900"
        >
          {t.join.claimLink}
        </Button>
      </p>
    </form>
  );
}
