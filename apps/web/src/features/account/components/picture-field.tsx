import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { Avatar } from '../../../shared/ui/avatar';
import { Label } from '../../../shared/ui/field';

type PictureFieldProps = {
  name: string;
  current: string;
  onChange: (file: File | undefined) => void;
};

/** A profile picture chooser with a preview of the chosen file. */
export function PictureField({ name, current, onChange }: PictureFieldProps) {
  const id = useId();
  const [preview, setPreview] = useState<string | undefined>(undefined);

  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  return (
    <div>
      <Label htmlFor={id}>
        <Trans>Profile picture</Trans>
      </Label>
      <div className="flex items-center gap-4">
        <Avatar name={name} picture={preview ?? current} size="lg" />
        <input
          id={id}
          type="file"
          accept="image/*"
          className="block w-full text-sm text-stone-700 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
          onChange={(event) => {
            const file = event.target.files?.[0];
            setPreview(file ? URL.createObjectURL(file) : undefined);
            onChange(file);
          }}
        />
      </div>
    </div>
  );
}
