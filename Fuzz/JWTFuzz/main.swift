import FuzzMain

runFuzzer(fuzzJWT)
