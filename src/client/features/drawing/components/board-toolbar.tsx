import { Check, Eraser, PenLine, Redo2, Square, Tag, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DRAWING } from '../../../../shared/constants.ts';
import { BOARD_LABELS, type BoardLabelId } from '../../../../shared/drawing/labels.ts';
import {
  PALETTE,
  type Colour,
  type PaletteColour,
  type Tool,
} from '../../../../shared/drawing/scene.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { cn } from '../../../lib/cn.ts';
import type { PresetConfig } from '../presets.ts';
// This screen's English comes with its code (decision 199).
import '../../../lib/i18n/team-screens.ts';
import { Pressable } from '../../../components/ui/pressable.tsx';

const TOOL_ICONS: Record<Tool, ReactNode> = {
  pen: <PenLine aria-hidden="true" />,
  eraser: <Eraser aria-hidden="true" />,
  rectangle: <Square aria-hidden="true" />,
  label: <Tag aria-hidden="true" />,
};

export interface BoardToolbarProps {
  config: PresetConfig;
  tool: Tool;
  onToolChange: (tool: Tool) => void;
  labelId: BoardLabelId;
  onLabelChange: (label: BoardLabelId) => void;
  colour: Colour;
  onColourChange: (colour: Colour) => void;
  width: number;
  onWidthChange: (width: number) => void;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
}

/** The preset's tools: tool choice (and the label to place), colour, width, undo and redo. */
export function BoardToolbar(props: BoardToolbarProps) {
  const { config, tool, onToolChange, colour, onColourChange, width, onWidthChange } = props;
  const { t } = useTranslation('drawing');
  return (
    <div className="flex flex-wrap items-end gap-x-5 gap-y-3">
      {config.tools.length > 1 ? (
        <div
          role="group"
          aria-label={t('toolbar.tool')}
          className="flex flex-wrap gap-1 rounded-lg bg-zinc-100 p-1"
        >
          {config.tools.map((option) => (
            <Button
              key={option}
              size="sm"
              variant={option === tool ? 'default' : 'ghost'}
              aria-pressed={option === tool}
              onClick={() => onToolChange(option)}
            >
              {TOOL_ICONS[option]}
              {t(`tools.${option}`)}
            </Button>
          ))}
        </div>
      ) : null}

      {tool === 'label' ? (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="board-label">{t('toolbar.label')}</Label>
          <select
            id="board-label"
            value={props.labelId}
            aria-describedby="board-label-hint"
            onChange={(event) => props.onLabelChange(event.target.value as BoardLabelId)}
            className="h-11 rounded-lg border border-zinc-400 bg-white px-3 text-sm"
          >
            {BOARD_LABELS.map((id) => (
              <option key={id} value={id}>
                {t(`labels.${id}`)}
              </option>
            ))}
          </select>
          <p id="board-label-hint" className="text-xs text-zinc-600">
            {t('toolbar.labelHint')}
          </p>
        </div>
      ) : null}

      {config.colours === 'picker' ? (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="board-colour">{t('toolbar.colour')}</Label>
          <input
            id="board-colour"
            type="color"
            value={colour.startsWith('#') ? colour : PALETTE[colour as PaletteColour]}
            onChange={(event) => onColourChange(event.target.value as Colour)}
            className="h-11 w-16 cursor-pointer rounded-lg border border-zinc-400 bg-white p-1"
          />
        </div>
      ) : null}

      {config.colours === 'palette' ? (
        <div role="radiogroup" aria-label={t('toolbar.colour')} className="flex flex-wrap gap-1.5">
          {DRAWING.colours.map((name) => {
            const selected = colour === name;
            return (
              <Pressable
                key={name}
                type="button"
                role="radio"
                aria-checked={selected}
                onClick={() => onColourChange(name)}
                className={cn(
                  'inline-flex h-11 items-center gap-2 rounded-lg border px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  selected
                    ? 'border-zinc-900 bg-zinc-900 text-white'
                    : 'border-zinc-300 bg-white text-zinc-900 hover:bg-zinc-100',
                )}
              >
                <span
                  aria-hidden="true"
                  className="size-5 rounded-full border border-black/20"
                  style={{ background: PALETTE[name] }}
                />
                {t(`colours.${name}`)}
                {selected ? <Check aria-hidden="true" className="size-4" /> : null}
              </Pressable>
            );
          })}
        </div>
      ) : null}

      {config.width ? (
        <div className="flex min-w-48 flex-1 flex-col gap-1.5 sm:max-w-64">
          <div className="flex items-center justify-between">
            <Label htmlFor="board-width">{t(`widths.${config.width.label}`)}</Label>
            <output htmlFor="board-width" className="text-sm tabular-nums text-zinc-700">
              {width}
            </output>
          </div>
          <input
            id="board-width"
            type="range"
            min={config.width.min}
            max={config.width.max}
            step={1}
            value={width}
            onChange={(event) => onWidthChange(Number(event.target.value))}
            className="h-11 w-full cursor-pointer accent-zinc-900"
          />
        </div>
      ) : null}

      <div className="flex gap-1">
        <Button
          variant="outline"
          size="icon"
          aria-label={t('toolbar.undo')}
          title={t('toolbar.undoTitle')}
          disabled={!props.canUndo}
          onClick={props.onUndo}
        >
          <Undo2 aria-hidden="true" />
        </Button>
        <Button
          variant="outline"
          size="icon"
          aria-label={t('toolbar.redo')}
          title={t('toolbar.redoTitle')}
          disabled={!props.canRedo}
          onClick={props.onRedo}
        >
          <Redo2 aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
