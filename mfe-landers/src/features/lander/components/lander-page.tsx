import { css } from '@emotion/react';
import { landerThemes } from '../../../theme/lander-tokens';
import { BLOCKS, type ResolvedLander } from '../blocks';
import type { LanderBlock, LanderTheme } from '@dating/shared-contracts/api';

/** The page background and text colour of each lander theme. */
export const THEME_STYLES: Record<LanderTheme, ReturnType<typeof css>> = {
  light: css({ background: landerThemes.light.background, color: landerThemes.light.text }),
  night: css({ background: landerThemes.night.background, color: landerThemes.night.text }),
  warm: css({ background: landerThemes.warm.background, color: landerThemes.warm.text }),
  social: css({ background: landerThemes.social.background, color: landerThemes.social.text }),
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
