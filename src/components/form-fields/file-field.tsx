import { FieldFrame, type FieldProps } from './field-frame';

interface FileFieldProps extends FieldProps {
  /** A hint for the picker only; the server checks the bytes. */
  accept: string;
  multiple?: boolean;
}

export function FileField({ accept, multiple, ...frame }: FileFieldProps) {
  return (
    <FieldFrame {...frame}>
      {(ids) => (
        <input
          {...ids}
          type="file"
          name={frame.name}
          accept={accept}
          multiple={multiple}
          className="form-field__control form-field__control--file"
        />
      )}
    </FieldFrame>
  );
}
