import {
  ApiOutlined,
  BulbOutlined,
  CloudServerOutlined,
  ControlOutlined,
  DeploymentUnitOutlined,
  FolderOpenOutlined,
  GlobalOutlined,
  LockOutlined,
  RocketOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { HeadedSection } from '../features/marketing/HeadedSection';
import { StartLink } from '../features/marketing/StartLink';
import { CallToAction } from '../features/marketing/CallToAction';
import { type Feature, FeatureGrid } from '../features/marketing/FeatureGrid';
import { GradientText } from '../features/marketing/GradientText';
import { MarketingHero } from '../features/marketing/MarketingHero';
import { BRAND_NAME } from '../lib/brand';
import { usePageTitle } from '../lib/usePageTitle';
import '../app/button.css';
import '../features/marketing/marketing.css';

const FEATURES: Feature[] = [
  {
    title: 'The Latest Models',
    icon: <RocketOutlined aria-hidden />,
    description:
      'SDXL, FLUX, Pony and many others, imported from a public model-sharing source as they are released.',
  },
  {
    title: 'Full Control',
    icon: <ControlOutlined aria-hidden />,
    description:
      'Fine-tune every image with LoRA, ControlNet and VAE, on top of steps, CFG scale, seeds and schedulers.',
  },
  {
    title: 'Fast Generation',
    icon: <ThunderboltOutlined aria-hidden />,
    description: 'Images arrive in seconds, so you can iterate on an idea while it is still fresh.',
  },
  {
    title: 'Gallery with Folders',
    icon: <FolderOpenOutlined aria-hidden />,
    description:
      'Save the images you want, organise them in folders and let the rest go. Only what you keep is stored.',
  },
  {
    title: 'Pay as You Go',
    icon: <WalletOutlined aria-hidden />,
    description:
      'No subscriptions and no monthly fees: each generation costs a few credits, nothing more.',
  },
  {
    title: 'Private and Secure',
    icon: <LockOutlined aria-hidden />,
    description:
      'Your creations belong to your account. They stay private and are stored securely.',
  },
];

const TECHNOLOGY: Feature[] = [
  {
    title: 'Diffusion Models',
    icon: <DeploymentUnitOutlined aria-hidden />,
    description:
      'SDXL, FLUX and Pony architectures, each with the schedulers, sizes and defaults that suit it best.',
  },
  {
    title: 'Adapters and Guidance',
    icon: <ApiOutlined aria-hidden />,
    description:
      'LoRA, LyCORIS and embeddings steer style and subject, ControlNet and IP-Adapters follow a guide image, and a VAE sets the final decoding.',
  },
  {
    title: 'Cloud Inference',
    icon: <CloudServerOutlined aria-hidden />,
    description:
      'A GPU inference platform renders your images on demand; saved images go to secure object storage with thumbnails.',
  },
];

const VALUES: Feature[] = [
  {
    title: 'Accessibility',
    icon: <GlobalOutlined aria-hidden />,
    description:
      'Professional tools at a price anyone can start with: no plan to commit to, just pay for what you use.',
  },
  {
    title: 'Innovation',
    icon: <BulbOutlined aria-hidden />,
    description: 'New models and techniques reach the studio as soon as they are ready to use.',
  },
  {
    title: 'Community',
    icon: <TeamOutlined aria-hidden />,
    description:
      'Built on open models shared by creators around the world, and shaped by the feedback of the people who use it.',
  },
];

export default function AboutPage() {
  usePageTitle('About');

  return (
    <>
      <MarketingHero
        eyebrow={`About ${BRAND_NAME}`}
        title={
          <>
            An AI image studio built for <GradientText>creators</GradientText>
          </>
        }
        subtitle="The latest image models, professional controls and fair pricing, in one fast and focused workspace."
      />

      <HeadedSection id="about-mission" title="Our Mission" tinted>
        <p className="marketing-body">
          Powerful image generation should be open to every creator, not locked behind monthly
          plans. We bring the newest AI models and the full set of professional controls together in
          one studio, make generation fast, and charge only for the images you actually create.
        </p>
      </HeadedSection>

      <HeadedSection
        id="about-features"
        title="What You Get"
        subtitle="Everything a creator needs, from the first prompt to an organised gallery."
      >
        <FeatureGrid features={FEATURES} />
      </HeadedSection>

      <HeadedSection
        id="about-technology"
        title="The Technology Behind It"
        subtitle="State-of-the-art diffusion models with the adapters professionals rely on, rendered on dedicated GPUs."
        tinted
      >
        <FeatureGrid features={TECHNOLOGY} />
      </HeadedSection>

      <HeadedSection id="about-values" title="Our Values">
        <FeatureGrid features={VALUES} />
      </HeadedSection>

      <CallToAction
        id="about-cta"
        title="Ready to start creating?"
        text="Turn your ideas into images today, and keep the ones you love in your own gallery."
        actions={
          <>
            <StartLink signedOutLabel="Get Started Today" />
            <Link className="button button-default button-large" to="/gallery">
              Explore Gallery
            </Link>
          </>
        }
      />
    </>
  );
}
