import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldFrame, type FieldProps } from './field-frame';

interface FileFieldProps extends FieldProps {
  /** A hint for the picker only; the server checks the bytes. */
  accept: string;
  multiple?: boolean;
}

const namesOf = (input: HTMLInputElement) => Array.from(input.files ?? [], (file) => file.name);

/**
 * A file input whose words are the page's: the browser labels its own control in the browser's
 * language ("Choose File", "Выберите файл"), whatever the page's. Once the page has hydrated
 * (`html[data-hydrated]`, forms.css), the real input, still the one a click, a key or a screen
 * reader reaches, lies transparent over a face that names the chosen files; before that, and
 * without JavaScript, the browser's own control shows, so a visitor always sees what is chosen.
 */
export function FileField({ accept, multiple, ...frame }: FileFieldProps) {
  const { t } = useTranslation('forms');
  const input = useRef<HTMLInputElement>(null);
  const [names, setNames] = useState<string[]>([]);
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    // Files picked before hydration, and a form's reset, which fires no change event.
    setNames(namesOf(element));
    const form = element.form;
    const cleared = () => setNames([]);
    form?.addEventListener('reset', cleared);
    return () => form?.removeEventListener('reset', cleared);
  }, []);
  return (
    <FieldFrame {...frame}>
      {(ids) => (
        <div className="file-picker">
          <input
            {...ids}
            ref={input}
            type="file"
            name={frame.name}
            accept={accept}
            multiple={multiple}
            className="form-field__control form-field__control--file file-picker__input"
            onChange={(event: ChangeEvent<HTMLInputElement>) =>
              setNames(namesOf(event.currentTarget))
            }
          />
          <span className="file-picker__face" aria-hidden="true">
            <span className="file-picker__button">
              {t(multiple ? 'common.chooseFiles' : 'common.chooseFile')}
            </span>
            <span className="file-picker__names">
              {names.length ? names.join(', ') : t(multiple ? 'common.noFiles' : 'common.noFile')}
            </span>
          </span>
        </div>
      )}
    </FieldFrame>
  );
}
