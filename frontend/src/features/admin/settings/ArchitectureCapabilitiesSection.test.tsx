import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AdminArchitectureCapabilityDocument,
  type ArchitectureCapabilityFieldsFragment,
  AdminUpdateArchitectureCapabilityDocument,
} from '../../../graphql/generated/admin/graphql';
import { reference, type Typed } from '../test/adminFixtures';
import { renderAdmin } from '../test/renderAdmin';
import { selectOption } from '../test/selectOption';
import { ArchitectureCapabilitiesSection } from './ArchitectureCapabilitiesSection';

const SDXL_ID = 1;

/** What SDXL 1.0 accepts, as the server answers. */
function capability(
  overrides: Partial<Typed<ArchitectureCapabilityFieldsFragment>> = {},
): Typed<ArchitectureCapabilityFieldsFragment> {
  return {
    __typename: 'ArchitectureCapability',
    architectureId: SDXL_ID,
    supportsNegativePrompt: true,
    supportsLoRA: true,
    supportsControlNet: true,
    supportsVAE: true,
    supportsIPAdapter: false,
    supportsEmbeddings: true,
    supportsHiresFix: true,
    supportsFaceRefinement: true,
    supportsTransparentBackground: false,
    supportsOutpaint: true,
    supportsPulid: false,
    supportsSeedImage: true,
    maxReferenceImages: 0,
    defaultSteps: 30,
    defaultCFG: 7,
    minSteps: 1,
    maxSteps: 150,
    minDimension: 512,
    maxDimension: 2048,
    dimensionMultiple: 64,
    minLoraWeight: 0,
    maxLoraWeight: 2,
    minControlNetWeight: 0,
    maxControlNetWeight: 1,
    minIpAdapterWeight: 0,
    maxIpAdapterWeight: 1,
    ...overrides,
  };
}

function capabilityMock(
  architectureId: number,
  answer: ArchitectureCapabilityFieldsFragment | null,
): MockLink.MockedResponse {
  return {
    request: { query: AdminArchitectureCapabilityDocument, variables: { architectureId } },
    result: { data: { architectureCapability: answer } },
  };
}

/** Answers any save, and records what was sent. */
function recordedSave(answer: ArchitectureCapabilityFieldsFragment) {
  const sent: unknown[] = [];
  const mock: MockLink.MockedResponse = {
    request: {
      query: AdminUpdateArchitectureCapabilityDocument,
      variables: (variables) => {
        sent.push(variables);
        return true;
      },
    },
    result: { data: { adminUpdateArchitectureCapability: answer } },
  };
  return { sent, mock };
}

const limit = (name: string) => screen.getByRole('spinbutton', { name });

/** Replaces a number field's value the way a user would. */
async function retype(name: string, text: string) {
  await userEvent.clear(limit(name));
  await userEvent.type(limit(name), text);
}

async function chooseArchitecture(name: string) {
  await selectOption(screen.getByRole('combobox', { name: 'Architecture' }), name);
}

/** Renders the section and opens SDXL 1.0's limits. */
async function openSdxl(mocks: MockLink.MockedResponse[] = []) {
  renderAdmin(<ArchitectureCapabilitiesSection reference={reference} />, [
    capabilityMock(SDXL_ID, capability()),
    ...mocks,
  ]);
  await chooseArchitecture('SDXL 1.0');
  await screen.findByRole('spinbutton', { name: 'Min steps' });
}

describe('Architecture capabilities', () => {
  it('shows the switches and limits of the chosen architecture', async () => {
    renderAdmin(<ArchitectureCapabilitiesSection reference={reference} />, [
      capabilityMock(SDXL_ID, capability()),
    ]);
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();

    await chooseArchitecture('SDXL 1.0');
    const offered = [...document.querySelectorAll('.ant-select-item-option')].map((option) =>
      option.getAttribute('title'),
    );
    expect(offered).toEqual(['SDXL 1.0', 'SD 1.5', 'FLUX.1 D']);

    expect(await screen.findByRole('spinbutton', { name: 'Min steps' })).toHaveValue('1');
    expect(limit('Max steps')).toHaveValue('150');
    expect(limit('Min size')).toHaveValue('512');
    expect(limit('Max size')).toHaveValue('2048');
    expect(limit('Size multiple')).toHaveValue('64');
    expect(limit('Max LoRA weight')).toHaveValue('2.00');
    expect(limit('Max ControlNet weight')).toHaveValue('1.00');
    expect(limit('Min IP-Adapter weight')).toHaveValue('0.00');
    const supports = screen.getByRole('group', { name: 'Supports' });
    expect(within(supports).getByRole('switch', { name: 'Negative prompt' })).toBeChecked();
    expect(within(supports).getByRole('switch', { name: 'LoRA' })).toBeChecked();
    expect(within(supports).getByRole('switch', { name: 'IP-Adapter' })).not.toBeChecked();
    expect(within(supports).getByRole('switch', { name: 'Embeddings' })).toBeChecked();
    expect(within(supports).getByRole('switch', { name: 'Hires fix' })).toBeChecked();
    expect(within(supports).getByRole('switch', { name: 'Face refinement' })).toBeChecked();
    expect(
      within(supports).getByRole('switch', { name: 'Transparent background' }),
    ).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('turns the refinements on and off, sending only the switches changed', async () => {
    const saved = capability({
      supportsFaceRefinement: false,
      supportsTransparentBackground: true,
    });
    const { sent, mock } = recordedSave(saved);
    await openSdxl([mock]);
    const supports = screen.getByRole('group', { name: 'Supports' });

    await userEvent.click(within(supports).getByRole('switch', { name: 'Face refinement' }));
    await userEvent.click(within(supports).getByRole('switch', { name: 'Transparent background' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Architecture saved')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        architectureId: SDXL_ID,
        changes: { supportsFaceRefinement: false, supportsTransparentBackground: true },
      },
    ]);
    expect(within(supports).getByRole('switch', { name: 'Hires fix' })).toBeChecked();
    expect(within(supports).getByRole('switch', { name: 'Face refinement' })).not.toBeChecked();
    expect(within(supports).getByRole('switch', { name: 'Transparent background' })).toBeChecked();
  });

  it('sends only the changed limits and says so', async () => {
    const saved = capability({ maxSteps: 100, maxControlNetWeight: 0.8 });
    await openSdxl([
      {
        request: {
          query: AdminUpdateArchitectureCapabilityDocument,
          variables: {
            architectureId: SDXL_ID,
            changes: { maxSteps: 100, maxControlNetWeight: 0.8 },
          },
        },
        result: { data: { adminUpdateArchitectureCapability: saved } },
      },
    ]);

    await retype('Max steps', '100');
    await retype('Max ControlNet weight', '0.8');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Architecture saved')).toBeInTheDocument();
    expect(screen.getByText('The limits of SDXL 1.0 have been updated.')).toBeInTheDocument();
    expect(limit('Max steps')).toHaveValue('100');
    expect(limit('Max ControlNet weight')).toHaveValue('0.80');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    // The saved limits are now the ones to differ from: typing the saved value is no change.
    await retype('Max steps', '100');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('sets how many reference images an instruction edit takes, refusing more than 4', async () => {
    const saved = capability({ maxReferenceImages: 2 });
    await openSdxl([
      {
        request: {
          query: AdminUpdateArchitectureCapabilityDocument,
          variables: { architectureId: SDXL_ID, changes: { maxReferenceImages: 2 } },
        },
        result: { data: { adminUpdateArchitectureCapability: saved } },
      },
    ]);
    expect(limit('Reference images')).toHaveValue('0');

    await retype('Reference images', '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a whole number from 0 to 4')).toBeInTheDocument();

    await retype('Reference images', '2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Architecture saved')).toBeInTheDocument();
    expect(limit('Reference images')).toHaveValue('2');
  });

  it('refuses a min steps above max steps without asking the server', async () => {
    const save = recordedSave(capability());
    await openSdxl([save.mock]);

    await retype('Min steps', '160');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const minItem = limit('Min steps').closest('.ant-form-item') as HTMLElement;
    expect(
      await within(minItem).findByText('Min steps must not be above max steps'),
    ).toBeInTheDocument();
    expect(save.sent).toEqual([]);
  });

  it('refuses a min size the size multiple does not divide', async () => {
    const save = recordedSave(capability());
    await openSdxl([save.mock]);

    await retype('Min size', '500');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Min size must be a multiple of 64')).toBeInTheDocument();
    expect(save.sent).toEqual([]);
  });

  it("shows the server's refusal under the field it names and keeps the change", async () => {
    const refusal = 'The provider takes at most 100 steps on this architecture';
    await openSdxl([
      {
        request: { query: AdminUpdateArchitectureCapabilityDocument, variables: () => true },
        result: {
          errors: [{ message: refusal, extensions: { code: 'BAD_USER_INPUT', field: 'maxSteps' } }],
        },
      },
    ]);

    await retype('Max steps', '120');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Error saving')).toBeInTheDocument();
    const maxItem = limit('Max steps').closest('.ant-form-item') as HTMLElement;
    expect(within(maxItem).getByText(refusal)).toBeInTheDocument();
    expect(limit('Max steps')).toHaveValue('120');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('says so when an architecture has no capabilities recorded', async () => {
    renderAdmin(<ArchitectureCapabilitiesSection reference={reference} />, [
      capabilityMock(12, null),
    ]);

    await chooseArchitecture('FLUX.1 D');

    expect(
      await screen.findByText('No capabilities recorded for this architecture'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('offers to try again when the capabilities cannot be loaded', async () => {
    renderAdmin(<ArchitectureCapabilitiesSection reference={reference} />, [
      {
        request: { query: AdminArchitectureCapabilityDocument, variables: { architectureId: 7 } },
        error: new Error('Network down'),
      },
      capabilityMock(7, capability({ architectureId: 7, maxDimension: 1024 })),
    ]);

    await chooseArchitecture('SD 1.5');
    expect(await screen.findByText('Could not load the capabilities')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('spinbutton', { name: 'Max size' })).toHaveValue('1024');
  });
});
