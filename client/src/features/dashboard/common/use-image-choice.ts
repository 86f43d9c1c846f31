import { useCallback, useEffect, useMemo, useState } from 'react';

export interface ImageChoice {
  /** What the preview shows: the new file, else the stored image unless removed. */
  previewUrl: string | null;
  file: File | null;
  removed: boolean;
  /** 0..1 while an upload runs, null otherwise. */
  progress: number | null;
  dirty: boolean;
  choose: (file: File | null) => void;
  remove: () => void;
  reset: () => void;
  setProgress: (fraction: number | null) => void;
  /** The upload options and the `removeImage` flag a save sends. */
  upload: () => { file: File | null; onProgress: (fraction: number) => void };
  removeImage: boolean;
}

/** The picture part of a form: a chosen file (with a local preview), a removal, upload progress. */
export function useImageChoice(storedUrl: string | null | undefined): ImageChoice {
  const [file, setFile] = useState<File | null>(null);
  const [removed, setRemoved] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const objectUrl = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    },
    [objectUrl],
  );

  const choose = useCallback((next: File | null) => {
    setFile(next);
    if (next) setRemoved(false);
  }, []);
  const remove = useCallback(() => {
    setFile(null);
    setRemoved(true);
  }, []);
  const reset = useCallback(() => {
    setFile(null);
    setRemoved(false);
    setProgress(null);
  }, []);

  return {
    previewUrl: objectUrl ?? (removed ? null : (storedUrl ?? null)),
    file,
    removed,
    progress,
    dirty: file !== null || removed,
    choose,
    remove,
    reset,
    setProgress,
    upload: () => ({ file, onProgress: (fraction: number) => setProgress(fraction) }),
    removeImage: removed && !file,
  };
}
