/**
 * Where a list comes from, in "Shorten a list…" (./BulkDialog.tsx): the addresses field, folded to
 * one line ("16 lines · Edit list") once a list is pasted or opened whole, and a file button. The
 * real file control stays in the tab order, out of sight: its label is the button a reader sees.
 * A file opened is named in the folded line, with Remove file in the button's place, for as long
 * as the field holds what was read from it.
 */
import { useRef, useState } from 'preact/hooks';
import { plural, t } from '../../platform/text/i18n';
import { icon } from '../components/Icon';
import { listRefusalText, readListFile } from './use-list-lines';

interface Props {
  text: string;
  onText: (text: string) => void;
  /** Says something in the dialog's live line (a file read). */
  onAnnounce: (message: string) => void;
}

/** A file's name kept left to right in a right-to-left sentence: ".txt", never "txt.". */
const isolate = (name: string) => `\u2066${name}\u2069`;
/** Where the file types go in the button's words (a character no translation holds). */
const TYPES = '\uE000';
/** The isolate marks the UI wraps a substitution in (right to left), around TYPES. */
const AROUND = /[\u2066-\u2069]/g;
const lineCount = (value: string) => value.split('\n').filter((l) => l.trim()).length;

export function ListSource({ text, onText, onAnnounce }: Props) {
  const [foldedAt, setFolded] = useState(false);
  const [fileRefused, setFileRefused] = useState('');
  const [opened, setOpened] = useState<{ name: string; text: string } | null>(null);
  // Emptied (another list): open again.
  const folded = foldedAt && text !== '';
  // Folded, the file is named while the field holds what was read from it (edited, it is a list like any other).
  const fileName = folded && opened?.text === text ? opened.name : null;
  const field = useRef<HTMLTextAreaElement>(null);

  function onInput(e: Event) {
    const value = (e.target as HTMLTextAreaElement).value;
    const inputType = (e as InputEvent).inputType;
    // Pasted whole (or set at once, as a test or an extension does), not typed: folded.
    if (inputType === 'insertFromPaste' || (!inputType && lineCount(value) - lineCount(text) > 1))
      setFolded(lineCount(value) > 1);
    onText(value);
  }

  function removeFile() {
    setOpened(null);
    setFolded(false);
    onText('');
    requestAnimationFrame(() => field.current?.focus());
  }

  function unfold() {
    setFolded(false);
    requestAnimationFrame(() => field.current?.focus());
  }

  async function openFile(e: Event) {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    if (!file) return;
    input.value = '';
    const read = await readListFile(file);
    setFileRefused('refused' in read ? listRefusalText(read.refused, isolate(file.name)) : '');
    if ('refused' in read) return;
    // What was read goes into the field, one line per cell or line: the user sees it and may edit it.
    const value = read.lines.map((l) => l.input).join('\n');
    onText(value);
    setOpened({ name: file.name, text: value });
    setFolded(true);
    onAnnounce(t('bulkFileRead', isolate(file.name)));
  }

  return (
    <>
      <label class="field bulk-addresses" hidden={folded}>
        <span>{t('bulkAddresses')}</span>
        <textarea
          ref={field}
          name="addresses"
          dir="auto"
          rows={6}
          // One address a line, as pasted: not broken at its "?" or "/" (the box scrolls sideways).
          wrap="off"
          value={text}
          aria-describedby="bulk-hint"
          onInput={onInput}
        />
      </label>
      {folded && (
        <p class="bulk-folded">
          <span class="bulk-folded-what">
            {fileName !== null && (
              <>
                <span class={icon('file')} aria-hidden="true"></span>
                <bdi class="bulk-file-name" dir="auto" title={fileName}>
                  {fileName}
                </bdi>
                <span aria-hidden="true"> · </span>
              </>
            )}
            <span class="bulk-folded-lines">{plural('bulkPastedLines', lineCount(text))}</span>
          </span>
          <span class="bulk-folded-actions">
            <button type="button" class="link" onClick={unfold}>
              {t('bulkEditList')}
            </button>
            {fileName !== null && (
              <button type="button" class="link" onClick={removeFile}>
                {t('bulkRemoveFile')}
              </button>
            )}
          </span>
        </p>
      )}
      <div class="bulk-source" hidden={fileName !== null}>
        <p class="hint small" id="bulk-hint" hidden={folded}>
          {t('bulkAddressesHint')}
        </p>
        <input
          type="file"
          id="bulk-file"
          class="sr-only file-input"
          name="file"
          accept=".txt,.csv,text/plain,text/csv"
          onChange={(e) => void openFile(e)}
        />
        <label for="bulk-file" class="button file-button">
          <span class={icon('file')} aria-hidden="true"></span>
          <FileButtonWords />
        </label>
      </div>
      {fileRefused && (
        <p class="error" role="alert">
          {fileRefused}
        </p>
      )}
    </>
  );
}

/** "Open .txt/.csv file", its file types set apart left to right (a <bdi>), so Arabic shows ".txt/.csv", not "txt/.csv.". */
function FileButtonWords() {
  const [before = '', after = ''] = t('bulkOpenFileButton', TYPES).replace(AROUND, '').split(TYPES);
  return (
    <span>
      {before}
      <bdi dir="ltr">.txt/.csv</bdi>
      {after}
    </span>
  );
}
