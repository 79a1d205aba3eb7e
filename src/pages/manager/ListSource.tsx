/**
 * Where a list comes from, in "Shorten a list…" (./BulkDialog.tsx): the addresses field, folded to
 * one line ("16 lines · Edit list") once a list is pasted or opened whole, and a file button. The
 * real file control stays in the tab order, out of sight: its label is the button a reader sees.
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

/** A file's name (or an extension) kept left to right in a right-to-left sentence: ".txt", never "txt.". */
const isolate = (name: string) => `\u2066${name}\u2069`;
const lineCount = (value: string) => value.split('\n').filter((l) => l.trim()).length;

export function ListSource({ text, onText, onAnnounce }: Props) {
  const [foldedAt, setFolded] = useState(false);
  const [fileRefused, setFileRefused] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  // Emptied (another list): open again.
  const folded = foldedAt && text !== '';

  function onInput(e: Event) {
    const value = (e.target as HTMLTextAreaElement).value;
    const inputType = (e as InputEvent).inputType;
    // Pasted whole (or set at once, as a test or an extension does), not typed: folded.
    if (inputType === 'insertFromPaste' || (!inputType && lineCount(value) - lineCount(text) > 1))
      setFolded(lineCount(value) > 1);
    onText(value);
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
    onText(read.lines.map((l) => l.input).join('\n'));
    setFolded(read.lines.length > 1);
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
          <span>{plural('bulkPastedLines', lineCount(text))}</span>
          <button type="button" class="link" onClick={unfold}>
            {t('bulkEditList')}
          </button>
        </p>
      )}
      <div class="bulk-source">
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
          <span class={icon('download')} aria-hidden="true"></span>
          {t('bulkOpenFileButton', isolate('.txt/.csv'))}
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
