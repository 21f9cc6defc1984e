import { css } from '@emotion/react';
import { theme } from '@dating/shared-contracts';
import { BLOCKS, type ResolvedLander } from '../blocks';
import type { LanderBlock, LanderTheme } from '@dating/shared-contracts/api';

/** The page background and text colour of each lander theme. */
export const THEME_STYLES: Record<LanderTheme, ReturnType<typeof css>> = {
  light: css({ background: theme.colors.background, color: theme.colors.text }),
  night: css({ background: '#140a1f', color: '#f4eef8' }),
  warm: css({ background: '#fff4ee', color: theme.colors.text }),
  social: css({ background: '#f2f4f8', color: theme.colors.text }),
};

interface LanderPageProps {
  readonly lander: ResolvedLander;
  readonly blocks: readonly LanderBlock[];
  readonly signupHref: string;
}

/** A lander document drawn block by block, top to bottom, in its theme. */
export function LanderPage({ lander, blocks, signupHref }: LanderPageProps) {
  return (
    <div css={THEME_STYLES[lander.theme]} data-lander={lander.name}>
      {blocks.map((block, index) => {
        const Block = BLOCKS[block.type];
        return (
          <Block
            key={`${block.type}-${index}`}
            lander={lander}
            signupHref={signupHref}
            first={index === 0}
          />
        );
      })}
    </div>
  );
}
