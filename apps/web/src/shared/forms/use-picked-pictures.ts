import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../ui/toast';
import { i18n } from '@lingui/core';
import { messages } from '@rentals/shared';
import { messageText } from '../i18n/message-text';
import { compressImage } from '../lib/compress-image';

export type PickedPicture = { key: string; file: File; preview: string };

let nextKey = 0;

/**
 * Pictures chosen for upload, each compressed as it is added (quality 0.5; a PNG over 5 MB
 * becomes a JPEG) so the upload is small and the preview shows what will be sent. A picture
 * that cannot be processed is left out with 'Error on image proccessing!!!'.
 */
export function usePickedPictures() {
  const [pictures, setPictures] = useState<PickedPicture[]>([]);
  const [processing, setProcessing] = useState(0);
  const current = useRef(pictures);

  useEffect(() => {
    current.current = pictures;
  }, [pictures]);
  useEffect(() => () => current.current.forEach((p) => URL.revokeObjectURL(p.preview)), []);

  const add = useCallback(async (files: readonly File[]) => {
    const images = files.filter((file) => file.type.startsWith('image/'));
    if (images.length < files.length) toast.error(messageText(i18n, messages.imageProcessingError));
    setProcessing((n) => n + images.length);
    let failed = false;
    // One at a time: a cheap phone cannot hold ten decoded photos at once.
    for (const image of images) {
      try {
        const file = await compressImage(image);
        const picked = { key: `picture-${++nextKey}`, file, preview: URL.createObjectURL(file) };
        setPictures((previous) => [...previous, picked]);
      } catch {
        failed = true;
      } finally {
        setProcessing((n) => n - 1);
      }
    }
    if (failed) toast.error(messageText(i18n, messages.imageProcessingError));
  }, []);

  const remove = useCallback((key: string) => {
    setPictures((previous) => {
      const gone = previous.find((p) => p.key === key);
      if (gone) URL.revokeObjectURL(gone.preview);
      return previous.filter((p) => p.key !== key);
    });
  }, []);

  const clear = useCallback(() => {
    setPictures((previous) => {
      previous.forEach((p) => URL.revokeObjectURL(p.preview));
      return [];
    });
  }, []);

  return { pictures, processing: processing > 0, add, remove, clear };
}

/** What usePickedPictures gives: the chosen pictures and how to change them. */
export type PickedPictures = ReturnType<typeof usePickedPictures>;
