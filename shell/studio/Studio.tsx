// The screen studio (#/studio, development builds only: AppRoutes loads it behind
// import.meta.env.DEV, so `npm run build` has none of it). A file tree of screens/, a CodeMirror
// editor and the screen drawn by the real renderer (RenderedScreen, as the signed-in demo account,
// against the sandbox). Each edit is checked by the development server with the library of
// `npm run validate` (scripts/studio/vite-plugin-studio.ts): its messages show inline at their line;
// a valid text redraws the preview, an invalid one keeps the last good preview. Save writes the file;
// "From the contract" drafts a first list or form screen for a REST operation. Implementers only:
// its texts are not translated.
import { Component, memo, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { EditorView, basicSetup } from 'codemirror';
import { hoverTooltip } from '@codemirror/view';
import { json } from '@codemirror/lang-json';
import { lintGutter, setDiagnostics, type Diagnostic as EditorDiagnostic } from '@codemirror/lint';
import { autocompletion, type CompletionContext } from '@codemirror/autocomplete';
import RenderedScreen from '../routing/RenderedScreen.tsx';
import type { ScreenDefinition } from '../../schemas/types/screen.ts';
import type { RendererRegistries } from '../../renderer/core/registries.ts';
import { registriesFor } from '../../screens/registries.ts';
import { areaOfScreen } from '../../screens/areas.ts';
import { useTranslation } from 'react-i18next';
import { useShell } from '../ShellContext.tsx';
import { CONSOLE_LOCALES } from '../../domain/locales.ts';
import { directionOf } from '../../domain/textDirection.ts';

const API = `${import.meta.env.BASE_URL}__studio/`;

interface Problem {
  line: number;
  column: number;
  pointer: string;
  message: string;
}

async function studio<T>(action: string, input?: unknown): Promise<T> {
  const answer = await fetch(`${API}${action}`, input === undefined ? {} : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(input) });
  const value = (await answer.json()) as T & { message?: string };
  if (!answer.ok) throw new Error(value.message ?? answer.statusText);
  return value;
}

/** The validator's messages as the editor's diagnostics, each from its line and column to the line's end. */
function editorDiagnostics(editor: EditorView, problems: Problem[]): EditorDiagnostic[] {
  const doc = editor.state.doc;
  return problems.map((d) => {
    const line = doc.line(Math.min(Math.max(d.line, 1), doc.lines));
    const from = Math.min(line.from + Math.max(d.column - 1, 0), line.to);
    return { from, to: Math.max(from, line.to), severity: 'error', message: `${d.pointer || '/'} ${d.message}` };
  });
}

// The preview is not remounted on each edit (that would fetch its data again, most of a redraw's
// time): the same tree is drawn with the new definition; a renderer failure is forgotten at the next one.
class PreviewBoundary extends Component<{ version: number; children: ReactNode }, { error?: string; version?: number }> {
  override state: { error?: string; version?: number } = {};
  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  static getDerivedStateFromProps(props: { version: number }, state: { error?: string; version?: number }) {
    return props.version === state.version ? null : { error: undefined, version: props.version };
  }
  override render() {
    return this.state.error ? <p role="alert">The renderer failed: {this.state.error}</p> : this.props.children;
  }
}

// The preview and the file tree are drawn again only when their own props change, not on each
// answer of the check (its problems, the status line): a redraw renders the screen alone.
const Preview = memo(function Preview({ definition, version, registries }: { definition: ScreenDefinition; version: number; registries: RendererRegistries }) {
  return (
    <PreviewBoundary version={version}>
      <RenderedScreen definition={definition} registries={registries} />
    </PreviewBoundary>
  );
});

const FileTree = memo(function FileTree({ files, file, onOpen }: { files: string[]; file: string | undefined; onOpen: (path: string) => void }) {
  const tree = useMemo(() => {
    const areas = new Map<string, string[]>();
    for (const path of files) {
      const area = path.split('/')[1]!;
      areas.set(area, [...(areas.get(area) ?? []), path]);
    }
    return [...areas];
  }, [files]);
  return tree.map(([area, paths]) => (
    <details key={area} open={file?.startsWith(`screens/${area}/`)}>
      <summary>{area}</summary>
      <ul style={{ listStyle: 'none', paddingInlineStart: 12, margin: 0 }}>
        {paths.map((path) => (
          <li key={path}>
            <button type="button" onClick={() => onOpen(path)} aria-current={path === file ? 'true' : undefined} style={{ background: 'none', border: 0, cursor: 'pointer', fontWeight: path === file ? 700 : 400 }}>
              {path.split('/')[2]}
            </button>
          </li>
        ))}
      </ul>
    </details>
  ));
});

/**
 * A file not yet under screens/: its route, menu entry, page right and help topic, and the English
 * text of each key en.json lacks (the development server writes it to every locale file and lists
 * the key as awaiting translation).
 */
function NewScreenForm({ path, text, onAdded }: { path: string; text: () => string; onAdded: (message: string) => void }) {
  const [, area, name] = /^screens\/([^/]+)\/(.+)\.json$/.exec(path) ?? [];
  const [places, setPlaces] = useState<{ groups: string[]; helpTopics: string[] }>({ groups: [], helpTopics: [] });
  const [route, setRoute] = useState(`/${area}/${name}`);
  const [group, setGroup] = useState('');
  const [rights, setRights] = useState('domainAdmin');
  const [topic, setTopic] = useState('overview');
  const [texts, setTexts] = useState('');
  const [message, setMessage] = useState('');
  useEffect(() => void studio<{ groups: string[]; helpTopics: string[] }>('places').then(setPlaces), []);
  const listKeys = () =>
    void studio<{ keys: string[] }>('new-keys', { path, text: text(), group }).then((answer) => setTexts(answer.keys.map((key) => `${key} = `).join('\n')), (error: Error) => setMessage(error.message));
  const add = () => {
    const english = Object.fromEntries(texts.split('\n').filter((line) => line.includes('=')).map((line) => [line.slice(0, line.indexOf('=')).trim(), line.slice(line.indexOf('=') + 1).trim()]));
    const input = { path, text: text(), route, ...(group ? { group } : {}), rights: rights.trim() === 'everyone' ? 'everyone' : rights.split(',').map((r) => r.trim()).filter(Boolean), helpTopic: topic, texts: english };
    void studio<{ written: string[]; awaiting: string[] }>('register', input).then(
      (answer) => onAdded(`Added ${answer.written.length} files; awaiting translation: ${answer.awaiting.join(', ') || 'none'}`),
      (error: Error) => setMessage(`Not added: ${error.message}`),
    );
  };
  return (
    <details open>
      <summary>Add as a new screen</summary>
      <label>
        Route <input value={route} onChange={(e) => setRoute(e.target.value)} aria-label="Route" />
      </label>{' '}
      <label>
        Menu group{' '}
        <select value={group} onChange={(e) => setGroup(e.target.value)} aria-label="Menu group">
          <option value="">(no menu entry)</option>
          {places.groups.map((g) => (
            <option key={g}>{g}</option>
          ))}
        </select>
      </label>{' '}
      <label>
        Rights <input value={rights} onChange={(e) => setRights(e.target.value)} aria-label="Page rights" title="everyone, or powers separated by commas" />
      </label>{' '}
      <label>
        Help topic{' '}
        <select value={topic} onChange={(e) => setTopic(e.target.value)} aria-label="Help topic">
          {places.helpTopics.map((h) => (
            <option key={h}>{h}</option>
          ))}
        </select>
      </label>{' '}
      <button type="button" onClick={listKeys}>
        List new texts
      </button>
      <textarea value={texts} onChange={(e) => setTexts(e.target.value)} aria-label="English texts (key = text)" rows={4} style={{ width: '100%' }} />
      <button type="button" onClick={add}>
        Add screen
      </button>{' '}
      <span role="status">{message}</span>
    </details>
  );
}

export default function Studio() {
  const [files, setFiles] = useState<string[]>([]);
  const [file, setFile] = useState<string>();
  const [problems, setProblems] = useState<Problem[]>([]);
  const [preview, setPreview] = useState<{ definition: ScreenDefinition; version: number }>();
  const [registries, setRegistries] = useState<RendererRegistries>();
  const [status, setStatus] = useState('');
  const [expanded, setExpanded] = useState(false);
  const shell = useShell();
  const { i18n } = useTranslation();
  const [operations, setOperations] = useState<{ id: string; summary: string }[]>([]);
  const [operation, setOperation] = useState('');
  const [newName, setNewName] = useState('');
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView>(undefined);
  const fileRef = useRef<string>(undefined);

  useEffect(() => {
    void studio<{ files: string[] }>('files').then((answer) => setFiles(answer.files));
    void studio<{ operations: { id: string; summary: string }[] }>('operations').then((answer) => setOperations(answer.operations));
  }, []);

  // One editor for the page. Each change of the text is checked by the development server at once,
  // with no pause after the keystroke: while a check is under way, further changes wait and only
  // the latest text is checked next (one request at a time, never one per keystroke). Its
  // diagnostics are set on the editor (the lint gutter, the underline) and a valid text redraws the preview.
  useEffect(() => {
    let version = 0;
    let running = false;
    let queued = false;
    const check = async (editor: EditorView) => {
      const path = fileRef.current;
      if (!path) return;
      if (running) {
        queued = true;
        return;
      }
      running = true;
      const text = editor.state.doc.toString();
      try {
        const answer = await studio<{ diagnostics: Problem[]; definition?: ScreenDefinition }>('check', { path, text });
        if (path !== fileRef.current || text !== editor.state.doc.toString()) return;
        setProblems(answer.diagnostics);
        if (answer.definition) setPreview({ definition: answer.definition, version: ++version });
        editor.dispatch(setDiagnostics(editor.state, editorDiagnostics(editor, answer.diagnostics)));
      } catch {
        // The development server stopped or failed: the next edit asks again.
      } finally {
        running = false;
        if (queued) {
          queued = false;
          void check(editor);
        }
      }
    };
    const checkOnChange = EditorView.updateListener.of((update) => {
      if (update.docChanged) void check(update.view);
    });
    // Completion and hover help from the development server (scripts/studio/language.ts): property
    // names where a key is typed, call names, translation keys, icons, widgets and enum values in a value.
    const complete = async (context: CompletionContext) => {
      const word = context.matchBefore(/[\w.$-]*/);
      if (!fileRef.current || (!context.explicit && word?.from === word?.to && !/"$/.test(context.state.sliceDoc(context.pos - 1, context.pos)))) return null;
      const answer = await studio<{ options: { label: string; type: string; detail?: string }[] }>('complete', { text: context.state.doc.toString(), offset: context.pos });
      if (!answer.options.length) return null;
      return { from: word?.from ?? context.pos, options: answer.options.map((o) => ({ label: o.label, type: o.type === 'call' ? 'function' : o.type === 'property' ? 'property' : 'constant', info: o.detail })), validFor: /^[\w.$-]*$/ };
    };
    const help = hoverTooltip(async (editor, pos) => {
      if (!fileRef.current) return null;
      const answer = await studio<{ help: string | null }>('hover', { text: editor.state.doc.toString(), offset: pos });
      if (!answer.help) return null;
      const text = answer.help;
      return {
        pos,
        create: () => {
          const dom = document.createElement('div');
          dom.className = 'studio-hover';
          dom.style.cssText = 'max-width: 480px; padding: 4px 8px; font-size: 13px';
          dom.textContent = text;
          return { dom };
        },
      };
    });
    view.current = new EditorView({ parent: host.current!, extensions: [basicSetup, json(), lintGutter(), checkOnChange, autocompletion({ override: [complete] }), help, EditorView.theme({ '&': { height: '100%' }, '.cm-scroller': { overflow: 'auto' } })] });
    return () => view.current?.destroy();
  }, []);

  const show = useCallback((path: string, text: string) => {
    fileRef.current = path;
    setFile(path);
    setStatus('');
    setPreview(undefined);
    setRegistries(undefined);
    void registriesFor(areaOfScreen(path.replace(/^screens\//, ''))).then(setRegistries);
    const editor = view.current!;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: text } });
  }, []);

  const open = useCallback((path: string) => void studio<{ text: string }>(`file?path=${encodeURIComponent(path)}`).then((answer) => show(path, answer.text)), [show]);

  const save = () => {
    if (!file) return;
    void studio<{ saved: string }>('save', { path: file, text: view.current!.state.doc.toString() }).then(
      (answer) => {
        setStatus(`Saved ${answer.saved}`);
        if (!files.includes(answer.saved)) setFiles([...files, answer.saved].sort());
      },
      (error: Error) => setStatus(`Not saved: ${error.message}`),
    );
  };

  const draft = () => {
    const [area, name] = newName.split('/');
    void studio<{ path: string; text: string; keys: string[]; addedCall?: { name: string; file: string } }>('scaffold', { operation, area, name }).then(
      (answer) => {
        show(answer.path, answer.text);
        const added = answer.addedCall ? `; the call ${answer.addedCall.name} added to ${answer.addedCall.file}` : '';
        setStatus(`Drafted ${answer.path} from ${operation}${added}; its translation keys: ${answer.keys.join(', ')}`);
      },
      (error: Error) => setStatus(`No draft: ${error.message}`),
    );
  };

  return (
    <div style={{ display: 'grid', gridTemplateColumns: '220px minmax(360px, 1fr) minmax(360px, 1fr)', gap: 8, height: 'calc(100vh - 140px)' }}>
      <nav aria-label="Screen files" style={{ overflow: 'auto', fontSize: 13 }}>
        <h1 style={{ fontSize: 18 }}>Screen studio</h1>
        <FileTree files={files} file={file} onOpen={open} />
      </nav>
      <section aria-label="Editor" style={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
        <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
          <strong data-testid="studio-file">{file ?? 'Open a screen file, or draft one from the contract'}</strong>
          <button type="button" onClick={save} disabled={!file}>
            Save
          </button>
          <button type="button" onClick={() => setExpanded(!expanded)} disabled={!preview} aria-pressed={expanded}>
            Fragments expanded
          </button>
          <span role="status">{status}</span>
        </div>
        {file && !files.includes(file) && <NewScreenForm path={file} text={() => view.current!.state.doc.toString()} onAdded={(message) => (setStatus(message), setFiles((all) => [...all, file].sort()))} />}
        <details>
          <summary>From the contract</summary>
          <label>
            Operation{' '}
            <input list="studio-operations" value={operation} onChange={(e) => setOperation(e.target.value)} size={40} aria-label="Contract operation" />
          </label>
          <datalist id="studio-operations">
            {operations.map((o) => (
              <option key={o.id} value={o.id}>
                {o.summary}
              </option>
            ))}
          </datalist>{' '}
          <label>
            File <input value={newName} onChange={(e) => setNewName(e.target.value)} placeholder="area/name" aria-label="New screen (area/name)" />
          </label>{' '}
          <button type="button" onClick={draft} disabled={!operation || !newName.includes('/')}>
            Draft screen
          </button>
        </details>
        {expanded && preview && (
          <pre aria-label="Expanded definition" style={{ maxHeight: '40%', overflow: 'auto', fontSize: 12, margin: 0, background: '#f5f5f5' }}>
            {JSON.stringify(preview.definition, null, 2)}
          </pre>
        )}
        <div ref={host} style={{ flex: 1, minHeight: 0, border: '1px solid #ccc' }} data-testid="studio-editor" />
        <ul aria-label="Problems" style={{ maxHeight: 120, overflow: 'auto', color: '#b00020', fontSize: 13 }}>
          {problems.map((p) => (
            <li key={`${p.line}:${p.column}:${p.message}`}>
              line {p.line}:{p.column} {p.pointer || '/'} {p.message}
            </li>
          ))}
        </ul>
      </section>
      <section aria-label="Preview" style={{ overflow: 'auto', border: '1px solid #ccc', padding: 8, outline: problems.length ? '3px solid #b00020' : undefined }}>
        {/* Preview as: the signed-in demo account (another one: sign out, sign in as it), the console's
            locale (the shell's own language switch, so the direction follows as users see it). */}
        <div style={{ display: 'flex', gap: 8, alignItems: 'center', fontSize: 13, marginBottom: 8 }}>
          <span data-testid="studio-account">As {shell.data.user?.fullName ?? shell.data.user?.dn ?? 'the signed-in account'}</span>
          <button type="button" onClick={() => shell.signOut()}>
            Another account
          </button>
          <label>
            Locale{' '}
            <select value={i18n.language} onChange={(e) => shell.changeLocale(e.target.value)} aria-label="Preview locale">
              {CONSOLE_LOCALES.map((l) => (
                <option key={l.code} value={l.code}>
                  {l.name}
                </option>
              ))}
            </select>
          </label>
          <span data-testid="studio-direction">{directionOf(i18n.language) === 'rtl' ? 'right to left' : 'left to right'}</span>
        </div>
        {problems.length > 0 && preview && <p role="note">The last valid version; the text has errors.</p>}
        {preview && registries && <Preview key={file} definition={preview.definition} version={preview.version} registries={registries} />}
      </section>
    </div>
  );
}
