import {
  ApartmentOutlined,
  ArrowRightOutlined,
  ExperimentOutlined,
  FolderOpenOutlined,
  SafetyCertificateOutlined,
  SlidersOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { HeadedSection } from '../features/marketing/HeadedSection';
import { StartLink } from '../features/marketing/StartLink';
import { CallToAction } from '../features/marketing/CallToAction';
import { ExampleGallery } from '../features/marketing/ExampleGallery';
import { type Feature, FeatureGrid } from '../features/marketing/FeatureGrid';
import { GradientText } from '../features/marketing/GradientText';
import { MarketingHero } from '../features/marketing/MarketingHero';
import { usePageTitle } from '../lib/usePageTitle';
import '../app/button.css';

const FEATURES: Feature[] = [
  {
    title: 'Advanced AI Models',
    icon: <ExperimentOutlined aria-hidden />,
    description:
      'Choose from a wide range of base models, SDXL, FLUX, Pony and more, taken from a public model-sharing source.',
  },
  {
    title: 'Detailed Control',
    icon: <SlidersOutlined aria-hidden />,
    description:
      'Set steps, CFG scale, seed, scheduler and CLIP skip, and shape the style with LoRA, VAE, embeddings and LyCORIS.',
  },
  {
    title: 'Image Storage',
    icon: <FolderOpenOutlined aria-hidden />,
    description:
      'Keep the images you choose in your own folders and browse, move or download them whenever you like.',
  },
  {
    title: 'ControlNet',
    icon: <ApartmentOutlined aria-hidden />,
    description:
      'Guide composition, pose and depth with a reference image, so the result follows the layout you have in mind.',
  },
  {
    title: 'Secure Platform',
    icon: <SafetyCertificateOutlined aria-hidden />,
    description:
      'Your creations stay private to your account, and you pay only for what you generate: no subscription fees.',
  },
];

export default function LandingPage() {
  usePageTitle();

  return (
    <>
      <MarketingHero
        eyebrow="Pay as you go · No subscription"
        title={
          <>
            Create stunning images with <GradientText>AI, your way</GradientText>
          </>
        }
        subtitle="Fast image generation with full control over every parameter. Pick from many base models, SDXL, FLUX and Pony, refine them with LoRA, ControlNet, VAE, embeddings and LyCORIS, and pay only for what you create, with no subscription fees."
        actions={
          <>
            <StartLink signedOutLabel="Get Started Now" icon={<ArrowRightOutlined aria-hidden />} />
            <Link className="button button-default button-large" to="/about">
              Read More About Our Tools
            </Link>
          </>
        }
      />

      <HeadedSection
        id="landing-features"
        title="Everything you need to create"
        subtitle="Professional tools for AI imagery, from the first prompt to a curated gallery."
        tinted
      >
        <FeatureGrid features={FEATURES} />
      </HeadedSection>

      <HeadedSection
        id="landing-examples"
        title="From prompt to picture"
        subtitle="A few creations, each with the prompt, model and seed that made it."
      >
        <ExampleGallery />
      </HeadedSection>

      <CallToAction
        id="landing-cta"
        title="Ready to bring your ideas to life?"
        text="Start generating in minutes. No subscription and no monthly fee: you only pay for the images you make."
        actions={<StartLink signedOutLabel="Create an account now" />}
      />
    </>
  );
}
