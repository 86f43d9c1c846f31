import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import type { ImageProblem } from '../../../lib/image-check';
import { imageProblem } from '../../../lib/image-check';

export interface ImageChoice {
  /** What the preview shows: the new file, else the stored image unless removed. */
  previewUrl: string | null;
  file: File | null;
  removed: boolean;
  /** 0..1 while an upload runs, null otherwise. */
  progress: number | null;
  dirty: boolean;
  /** Why the last chosen file was not taken (the previous choice stays); null when it was. */
  problem: ImageProblem | null;
  /** Checks the file as the API would and takes it only when it passes. */
  choose: (file: File | null) => void;
  /** The chosen file's preview would not decode: drop it, keep the previous choice. */
  rejectUnreadable: () => void;
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
  const [problem, setProblem] = useState<ImageProblem | null>(null);
  // Only the latest choice counts when two checks overlap (a second file picked quickly).
  const latest = useRef(0);
  const objectUrl = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    },
    [objectUrl],
  );

  const choose = useCallback((next: File | null) => {
    const attempt = ++latest.current;
    if (!next) return;
    void imageProblem(next).then((found) => {
      if (attempt !== latest.current) return;
      setProblem(found);
      if (found) return;
      setFile(next);
      setRemoved(false);
    });
  }, []);
  const rejectUnreadable = useCallback(() => {
    setFile(null);
    setProblem({ kind: 'unreadable' });
  }, []);
  const remove = useCallback(() => {
    latest.current += 1;
    setFile(null);
    setRemoved(true);
    setProblem(null);
  }, []);
  const reset = useCallback(() => {
    latest.current += 1;
    setFile(null);
    setRemoved(false);
    setProgress(null);
    setProblem(null);
  }, []);

  return {
    previewUrl: objectUrl ?? (removed ? null : (storedUrl ?? null)),
    file,
    removed,
    progress,
    dirty: file !== null || removed,
    problem,
    choose,
    rejectUnreadable,
    remove,
    reset,
    setProgress,
    upload: () => ({ file, onProgress: (fraction: number) => setProgress(fraction) }),
    removeImage: removed && !file,
  };
}
