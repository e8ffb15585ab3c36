// The build project's time limit: its tests start servers, browsers, Java, git and npm.
import { BUILD_TEST_MS } from "./time-limits"

jest.setTimeout(BUILD_TEST_MS)
