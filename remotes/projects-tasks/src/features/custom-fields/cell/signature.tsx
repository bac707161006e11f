import { Button, Input, Modal, Segmented, toast } from '@kanri/design-system';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { isImageDataUrl } from '../format';
import { CF_TEXTS } from '../texts';
import type { EditorProps } from './editor-types';
import { checkValue } from './text-editors';

const T = CF_TEXTS.cell;

const CANVAS_WIDTH = 440;
const CANVAS_HEIGHT = 160;
const INK = '#e5e7eb';

type Mode = 'draw' | 'type';

/** A signature: the image small, or the typed name in a script face. */
export function SignatureDisplay({ value }: { value: unknown }) {
  if (isImageDataUrl(value)) return <img className="kpt-cf-signature" src={value} alt={T.signatureImage} />;
  return (
    <span className="kpt-cf-text kpt-cf-typed-signature" title={String(value)}>
      {String(value)}
    </span>
  );
}

/**
 * Signature: draw with the mouse, a finger or a pen (stored as a PNG data URL), or type a name.
 * Save stores it, Remove clears it, Cancel (or Escape) leaves it as it was.
 */
export function SignatureEditor({ field, value, onSave, onCancel }: EditorProps) {
  const [mode, setMode] = useState<Mode>(typeof value === 'string' && !isImageDataUrl(value) ? 'type' : 'draw');
  const [typed, setTyped] = useState(typeof value === 'string' && !isImageDataUrl(value) ? value : '');
  const [drawn, setDrawn] = useState(isImageDataUrl(value));
  const [saving, setSaving] = useState(false);
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef<{ x: number; y: number } | null>(null);

  // Show the stored drawing so it can be kept or redrawn.
  useEffect(() => {
    if (mode !== 'draw' || !isImageDataUrl(value) || !canvas.current) return;
    const context = safeContext(canvas.current);
    if (!context) return;
    const image = new Image();
    image.onload = () => context.drawImage(image, 0, 0, canvas.current!.width, canvas.current!.height);
    image.src = value;
  }, [mode, value]);

  function point(event: PointerEvent<HTMLCanvasElement>) {
    const element = event.currentTarget;
    const rect = element.getBoundingClientRect();
    const scaleX = rect.width > 0 ? element.width / rect.width : 1;
    const scaleY = rect.height > 0 ? element.height / rect.height : 1;
    return { x: (event.clientX - rect.left) * scaleX, y: (event.clientY - rect.top) * scaleY };
  }

  function start(event: PointerEvent<HTMLCanvasElement>) {
    const context = safeContext(event.currentTarget);
    if (!context) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const at = point(event);
    drawing.current = at;
    context.lineWidth = 2.5 * (event.currentTarget.width / CANVAS_WIDTH);
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = INK;
    context.beginPath();
    context.arc(at.x, at.y, context.lineWidth / 2, 0, Math.PI * 2);
    context.fillStyle = INK;
    context.fill();
    setDrawn(true);
  }

  function move(event: PointerEvent<HTMLCanvasElement>) {
    if (!drawing.current) return;
    const context = safeContext(event.currentTarget);
    if (!context) return;
    const at = point(event);
    context.beginPath();
    context.moveTo(drawing.current.x, drawing.current.y);
    context.lineTo(at.x, at.y);
    context.stroke();
    drawing.current = at;
  }

  function end() {
    drawing.current = null;
  }

  function clear() {
    const element = canvas.current;
    const context = element ? safeContext(element) : null;
    if (element && context) context.clearRect(0, 0, element.width, element.height);
    setDrawn(false);
  }

  async function save() {
    let next: string;
    if (mode === 'type') {
      next = typed.trim();
    } else {
      next = drawn && canvas.current ? canvas.current.toDataURL('image/png') : '';
    }
    if (next === '') {
      toast.error(T.signatureEmpty);
      return;
    }
    const checked = checkValue(field, next);
    if (!checked.ok) {
      toast.error(checked.error);
      return;
    }
    setSaving(true);
    await onSave(next);
    setSaving(false);
  }

  async function remove() {
    setSaving(true);
    await onSave(null);
    setSaving(false);
  }

  const ratio = typeof window !== 'undefined' ? Math.min(2, window.devicePixelRatio || 1) : 1;

  return (
    <Modal
      open
      title={`${T.signatureTitle}: ${field.name}`}
      onCancel={() => !saving && onCancel()}
      width={520}
      centered
      destroyOnHidden
      rootClassName="kpt-cf-dialog"
      footer={
        <div className="kpt-cf-footer">
          {value ? (
            <Button danger onClick={() => void remove()} disabled={saving}>
              {T.signatureRemove}
            </Button>
          ) : null}
          <div className="kpt-cf-footer-end">
            <Button onClick={onCancel} disabled={saving}>
              {T.cancel}
            </Button>
            <Button type="primary" loading={saving} onClick={() => void save()}>
              {T.save}
            </Button>
          </div>
        </div>
      }
    >
      <div className="kpt-cf-body">
        <Segmented<Mode>
          value={mode}
          onChange={setMode}
          options={[
            { value: 'draw', label: T.signatureDraw },
            { value: 'type', label: T.signatureType },
          ]}
        />
        {mode === 'draw' ? (
          <>
            <canvas
              ref={canvas}
              className="kpt-cf-canvas"
              width={CANVAS_WIDTH * ratio}
              height={CANVAS_HEIGHT * ratio}
              role="img"
              aria-label={T.signatureCanvas}
              onPointerDown={start}
              onPointerMove={move}
              onPointerUp={end}
              onPointerLeave={end}
              onPointerCancel={end}
            />
            <div>
              <Button size="small" onClick={clear} disabled={!drawn}>
                {T.signatureClear}
              </Button>
            </div>
          </>
        ) : (
          <Input
            autoFocus
            aria-label={T.signatureTyped}
            placeholder={T.signatureTyped}
            value={typed}
            maxLength={200}
            className="kpt-cf-typed-signature"
            onChange={(event) => setTyped(event.target.value)}
            onPressEnter={() => void save()}
          />
        )}
      </div>
    </Modal>
  );
}

function safeContext(element: HTMLCanvasElement): CanvasRenderingContext2D | null {
  try {
    return element.getContext('2d');
  } catch {
    return null;
  }
}
