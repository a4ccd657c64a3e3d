import type { SiteConfig } from '@/sites/schema';
import { identitySide } from '@/lib/session/identity-side';
import type { Identity } from '@/lib/contract/identity';

type LogoState = { signedIn: boolean; hasUser: boolean; identity: Pick<Identity, 'Identity'> | null };

/** Logo words and image by login state and identity (SPEC §2 header, §3 site record). */
export function logoFor(site: SiteConfig, state: LogoState) {
  if (!state.signedIn || !state.hasUser) {
    return {
      words: site.NoLoginLogoWord,
      image: site.NoLoginLogoImg,
      showYuJiaoYi: site.NoLoginIsShowYuJiaoYi,
    };
  }
  const side = identitySide(state.identity);
  const words =
    side === 'buyer'
      ? site.LoginUserLogoWordBuyer
      : side === 'seller'
        ? site.LoginUserLogoWordSaler
        : side === 'tripartite'
          ? site.LoginUserLogoWordTripartite
          : state.identity
            ? site.LoginUserLogoWord
            : site.LoginLogoWord;
  return {
    words,
    image: state.identity ? site.LoginUserLogoImg : site.LoginLogoImg,
    showYuJiaoYi: site.LoginIsShowYuJiaoYi,
  };
}
