import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { useLingui } from '@lingui/react';
import { messageText } from '../i18n/message-text';

/** The field a form's last refused submit was about, and what was wrong with it. */
type Problem = { name: string; message: string; at: number };
type Scope = { problem: Problem | null; clear: (name: string) => void };

const FormProblemContext = createContext<Scope>({ problem: null, clear: () => undefined });

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const isControl = (el: unknown): el is Control =>
  el instanceof HTMLInputElement ||
  el instanceof HTMLSelectElement ||
  el instanceof HTMLTextAreaElement;

/** The first field of the form, in page order, that is required and empty or otherwise invalid. */
function firstInvalid(form: HTMLFormElement): Control | null {
  for (const el of Array.from(form.elements)) {
    if (!isControl(el) || el.disabled || el.type === 'hidden' || !el.name) continue;
    if ((el.required && el.value.trim() === '') || !el.checkValidity()) return el;
  }
  return null;
}

/**
 * A form's refusal shown on the field, not only in a toast that vanishes: the first invalid
 * field (or the one named) is marked `aria-invalid`, the message is written beside it and tied
 * to it by `aria-describedby`, and focus moves there. The fields of shared/ui/field and
 * shared/forms read it through `FormProblemScope`; typing in the field clears it.
 */
export function useFormProblem(): {
  form: RefObject<HTMLFormElement | null>;
  report: (message: string, name?: string) => void;
  scope: Scope;
} {
  const form = useRef<HTMLFormElement | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);

  // After the render that marked it, so a screen reader hears the field with its message.
  useEffect(() => {
    if (!problem) return;
    const named = form.current?.elements.namedItem(problem.name);
    // A group of radio buttons is a list: its first choice takes the focus.
    const field = named instanceof RadioNodeList ? named[0] : named;
    if (field instanceof HTMLElement) field.focus();
  }, [problem]);

  const report = (message: string, name?: string) => {
    const target = name ?? (form.current ? firstInvalid(form.current)?.name : undefined);
    setProblem(target ? { name: target, message, at: Date.now() } : null);
  };
  const clear = (name: string) => setProblem((p) => (p?.name === name ? null : p));
  return { form, report, scope: { problem, clear } };
}

export function FormProblemScope({ scope, children }: { scope: Scope; children: ReactNode }) {
  return <FormProblemContext.Provider value={scope}>{children}</FormProblemContext.Provider>;
}

/**
 * What a field spreads on its control and shows under it when the form's problem is about it.
 * `describedBy` is the field's own description (a hint), kept alongside the message.
 */
export function useFieldProblem(name: string | undefined, controlId: string, describedBy?: string) {
  const { problem, clear } = useContext(FormProblemContext);
  const { i18n } = useLingui();
  const mine = name !== undefined && problem?.name === name ? problem : null;
  const problemId = `${controlId}-problem`;
  return {
    controlProps: {
      'aria-invalid': mine ? (true as const) : undefined,
      'aria-describedby':
        [describedBy, mine ? problemId : undefined].filter(Boolean).join(' ') || undefined,
    },
    /**
     * The field's onChange that also clears its problem, in the same handler: React renders
     * both updates at once (a clear on 'input' re-rendered a controlled select before its
     * 'change' arrived, and put the old choice back).
     */
    clearing<E>(onChange: ((event: E) => void) | undefined) {
      return (event: E) => {
        if (mine && name) clear(name);
        onChange?.(event);
      };
    },
    message: mine ? (
      <p id={problemId} className="mt-1 text-sm font-medium text-red-700">
        {messageText(i18n, mine.message)}
      </p>
    ) : null,
  };
}

/**
 * The message of a form's problem about a group of choices (radio buttons), under the group:
 * focus goes to its first choice, and the words sit where the person looks.
 */
export function FieldProblemText({ name }: { name: string }) {
  const { problem } = useContext(FormProblemContext);
  const { i18n } = useLingui();
  if (problem?.name !== name) return null;
  return (
    <p role="alert" className="mt-1 text-sm font-medium text-red-700">
      {messageText(i18n, problem.message)}
    </p>
  );
}
